import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AppConfig,
  type AttachmentFile,
  MailService,
  conflict,
  currentTime,
  fieldError,
  maskNric,
  notFound,
  queryRows,
  singaporeDate,
} from '@app/core';
import { LookupService, listByName } from '@app/config';
import { FAMILY_CODES } from '@app/courses';
import { RegistrationEventStatus } from '../registrations/registration.entity';
import { type ResLouDocument, renderResLouPdf, undertakingParagraphs } from './res-lou-document';
import { ResLou } from './res-lou.entity';

/** The public page a letter's link opens (the frontend's route). */
export const resLouPagePath = (token: string): string => `/res/letter-of-undertaking/${token}`;

/** 32 random bytes, base64url: the link's token. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Seats a letter may be for: held, paid for, or attended. */
const LIVE = [
  RegistrationEventStatus.Draft,
  RegistrationEventStatus.Confirmed,
  RegistrationEventStatus.Attended,
];

interface SeatRow {
  registrationEventId: number;
  participantId: number;
  regNo: string;
  eventTitle: string;
  startsAt: Date | null;
  endsAt: Date | null;
  venue: string | null;
  courseTitle: string;
  courseCode: string;
  resKind: string | null;
  firstName: string;
  lastName: string;
  nric: string | null;
  email: string;
  mobileNo: string;
  ceaRegNo: string | null;
  louId: number | null;
  sentAt: Date | null;
  sendCount: number | null;
  acceptedAt: Date | null;
  acceptedName: string | null;
  acceptedHtml: string | null;
}

/** One statement: a RES seat with its participant, class, course and letter. */
const SEAT_SQL = `
  select re.id as "registrationEventId", re.participant_id as "participantId", r.reg_no as "regNo",
         e.title as "eventTitle", e.starts_at as "startsAt", e.ends_at as "endsAt", v.name as venue,
         c.title as "courseTitle", c.code as "courseCode", rt.name as "resKind",
         p.first_name as "firstName", p.last_name as "lastName", p.nric, p.email, p.mobile_no as "mobileNo",
         p.cea_reg_no as "ceaRegNo",
         l.id as "louId", l.sent_at as "sentAt", l.send_count as "sendCount", l.accepted_at as "acceptedAt",
         l.accepted_name as "acceptedName", l.accepted_html as "acceptedHtml"
    from registration_event re
    join registration r on r.id = re.registration_id
    join event e on e.id = re.event_id
    join course c on c.id = e.course_id
    join course_type ct on ct.id = c.course_type_id and ct.code = '${FAMILY_CODES.res}'
    join participant p on p.id = re.participant_id
    left join venue v on v.id = e.venue_id
    left join res_type rt on rt.id = c.res_type_id
    left join res_lou l on l.registration_event_id = re.id`;

export interface ResLouStatus {
  participantId: number;
  registrationEventId: number;
  regNo: string;
  courseTitle: string;
  eventTitle: string;
  sentAt: Date | null;
  sendCount: number;
  acceptedAt: Date | null;
  acceptedName: string | null;
}

/** What the public page shows: plain text only, the NRIC/FIN masked. */
export interface ResLouPublicView {
  participantName: string;
  nric: string | null;
  courseTitle: string;
  courseCode: string;
  resKind: string | null;
  eventTitle: string;
  dates: string | null;
  venue: string | null;
  regNo: string;
  undertaking: string[];
  acceptedAt: Date | null;
  acceptedName: string | null;
}

const fullName = (row: SeatRow): string => `${row.firstName} ${row.lastName}`.trim();
const sameName = (a: string, b: string): boolean =>
  a.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

const classDates = (row: SeatRow): string | null => {
  if (!row.startsAt) return null;
  const from = singaporeDate(new Date(row.startsAt));
  const to = row.endsAt ? singaporeDate(new Date(row.endsAt)) : from;
  return from === to ? from : `${from} to ${to}`;
};

/**
 * New RES letters of undertaking (spec 2.2): the back office previews a participant's letter and
 * e-mails them a link; on the public page they read it and accept it with their name. The text is
 * the default entry of the `reslou` list, which the administrator edits.
 */
@Injectable()
export class ResLouService {
  constructor(
    private readonly em: EntityManager,
    private readonly lookups: LookupService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** The participant's letter as it stands (or would be sent), for their page in the back office. */
  async status(participantId: number): Promise<ResLouStatus> {
    return this.statusOf(await this.latestSeat(participantId));
  }

  async previewPdf(participantId: number): Promise<AttachmentFile> {
    return this.pdf(await this.latestSeat(participantId));
  }

  /**
   * Sends (or sends again) the link to the participant's latest RES seat's letter. Each send issues
   * a new token, so only the latest e-mail's link opens the letter. An accepted letter is not sent.
   */
  async send(participantId: number): Promise<ResLouStatus> {
    return (await this.issue(participantId)).status;
  }

  /** `send`, answering the new link's token too (the demo data accepts letters through it). */
  async issue(participantId: number): Promise<{ status: ResLouStatus; token: string }> {
    return this.em.transactional(async (em) => {
      const seat = await this.latestSeat(participantId, em);
      const token = randomBytes(32).toString('base64url');
      const now = currentTime();
      let lou = seat.louId
        ? await em.findOne(ResLou, seat.louId, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (lou?.acceptedAt) {
        throw conflict(
          'ALREADY_ACCEPTED',
          `${fullName(seat)} accepted the letter of undertaking for ${seat.regNo} already`,
        );
      }
      if (lou) {
        lou.tokenHash = hashToken(token);
        lou.sentAt = now;
        lou.sendCount += 1;
      } else {
        lou = em.create(ResLou, {
          registrationEventId: seat.registrationEventId,
          participantId: seat.participantId,
          tokenHash: hashToken(token),
          sentAt: now,
        });
      }
      await em.flush();
      await this.mail.queue({
        to: seat.email,
        template: 'res-lou',
        context: {
          participantName: fullName(seat),
          courseTitle: seat.courseTitle,
          eventTitle: seat.eventTitle,
          regNo: seat.regNo,
          link: `${this.config.publicUrl}${resLouPagePath(token)}`,
        },
      });
      return { status: { ...this.statusOf(seat), sentAt: lou.sentAt, sendCount: lou.sendCount }, token };
    });
  }

  async publicView(token: string): Promise<ResLouPublicView> {
    const seat = await this.byToken(token);
    const doc = await this.document(seat);
    return {
      participantName: doc.participant.name,
      nric: seat.nric ? doc.participant.nric : null,
      courseTitle: seat.courseTitle,
      courseCode: seat.courseCode,
      resKind: seat.resKind,
      eventTitle: seat.eventTitle,
      dates: doc.course.dates,
      venue: seat.venue,
      regNo: seat.regNo,
      undertaking: undertakingParagraphs(doc),
      acceptedAt: seat.acceptedAt,
      acceptedName: seat.acceptedName,
    };
  }

  async publicPdf(token: string): Promise<AttachmentFile> {
    return this.pdf(await this.byToken(token));
  }

  /**
   * Records the acceptance, with the time and the text accepted. The name typed must be the
   * participant's; accepting twice changes nothing.
   */
  async accept(token: string, typedName: string): Promise<ResLouPublicView> {
    await this.em.transactional(async (em) => {
      const seat = await this.byToken(token, em);
      const lou = await em.findOneOrFail(ResLou, seat.louId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // A resend between the read and the lock replaced the token: this link no longer opens it.
      if (lou.tokenHash !== hashToken(token)) throw notFound('Letter of undertaking');
      if (lou.acceptedAt) return;
      if (!sameName(typedName, fullName(seat))) {
        throw fieldError('fullName', 'Type your full name as it appears on the letter');
      }
      lou.acceptedAt = currentTime();
      lou.acceptedName = typedName.replace(/\s+/g, ' ').trim();
      lou.acceptedHtml = await this.currentText();
      await em.flush();
    });
    return this.publicView(token);
  }

  private statusOf(seat: SeatRow): ResLouStatus {
    return {
      participantId: seat.participantId,
      registrationEventId: seat.registrationEventId,
      regNo: seat.regNo,
      courseTitle: seat.courseTitle,
      eventTitle: seat.eventTitle,
      sentAt: seat.sentAt,
      sendCount: seat.sendCount ?? 0,
      acceptedAt: seat.acceptedAt,
      acceptedName: seat.acceptedName,
    };
  }

  /** The participant's RES seat of the latest class: the one a new letter is for. */
  private async latestSeat(participantId: number, em = this.em): Promise<SeatRow> {
    const [seat] = await queryRows<SeatRow>(
      em,
      `${SEAT_SQL}
       where re.participant_id = ? and re.status in (?, ?, ?)
       order by e.starts_at desc nulls last, re.id desc
       limit 1`,
      [participantId, ...LIVE],
    );
    if (seat) return seat;
    const known = await queryRows(em, 'select 1 from participant where id = ?', [participantId]);
    if (!known.length) throw notFound(`Participant ${participantId}`);
    throw notFound('A RES course registration of this participant');
  }

  /** Unknown, malformed and superseded tokens alike: the same 404. */
  private async byToken(token: string, em = this.em): Promise<SeatRow & { louId: number }> {
    const [seat] = TOKEN.test(token)
      ? await queryRows<SeatRow>(em, `${SEAT_SQL} where l.token_hash = ?`, [hashToken(token)])
      : [];
    if (!seat?.louId) throw notFound('Letter of undertaking');
    return seat as SeatRow & { louId: number };
  }

  private async currentText(): Promise<string> {
    const list = listByName('reslou');
    const row = list ? await this.lookups.findDefault(list) : null;
    return typeof row?.content === 'string' ? row.content : '';
  }

  private async document(seat: SeatRow): Promise<ResLouDocument> {
    const { provider } = this.config;
    return {
      provider: { name: provider.name, address: provider.address },
      date: singaporeDate(new Date(seat.acceptedAt ?? seat.sentAt ?? currentTime())),
      participant: {
        name: fullName(seat),
        nric: seat.nric ? maskNric(seat.nric) : '-',
        email: seat.email,
        mobileNo: seat.mobileNo,
        ceaRegNo: seat.ceaRegNo,
      },
      course: {
        title: seat.courseTitle,
        code: seat.courseCode,
        kind: seat.resKind,
        eventTitle: seat.eventTitle,
        dates: classDates(seat),
        venue: seat.venue,
        regNo: seat.regNo,
      },
      undertakingHtml: seat.acceptedHtml ?? (await this.currentText()),
      accepted:
        seat.acceptedAt && seat.acceptedName
          ? { name: seat.acceptedName, at: new Date(seat.acceptedAt) }
          : null,
    };
  }

  private async pdf(seat: SeatRow): Promise<AttachmentFile> {
    const content = await renderResLouPdf(await this.document(seat));
    return {
      filename: `letter-of-undertaking-${seat.regNo}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(content),
    };
  }
}
