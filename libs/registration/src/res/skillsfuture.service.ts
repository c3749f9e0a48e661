import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AppConfig,
  MailService,
  currentTime,
  fieldErrors,
  formatCents,
  notFound,
  queryRows,
  singaporeDate,
} from '@app/core';
import { type SkillsFutureClaimInput } from './skillsfuture.dto';
import { SkillsFutureClaim } from './skillsfuture-claim.entity';

/** The public info page on claiming (the frontend's route). */
export const SKILLSFUTURE_INFO_PATH = '/skillsfuture';

/** A claim with its enrolment: participant, class and course run dates. */
export interface SkillsFutureClaimView {
  registrationEventId: number;
  registrationId: number;
  regNo: string;
  participantId: number;
  participantName: string;
  eventTitle: string;
  courseTitle: string;
  startsAt: Date | null;
  endsAt: Date | null;
  courseReference: string;
  courseRun: string;
  fullFeeCents: number;
  grantCents: number;
  nettFeeCents: number;
  creditClaimedCents: number;
  claimStatus: string;
  claimStatusChangedAt: Date | null;
}

const CLAIM_SQL = `
  select re.id as "registrationEventId", r.id as "registrationId", r.reg_no as "regNo",
         re.participant_id as "participantId", trim(p.first_name || ' ' || p.last_name) as "participantName",
         p.email as "participantEmail", e.title as "eventTitle", c.title as "courseTitle",
         e.starts_at as "startsAt", e.ends_at as "endsAt",
         s.course_reference as "courseReference", s.course_run as "courseRun",
         s.full_fee_cents as "fullFeeCents", s.grant_cents as "grantCents", s.nett_fee_cents as "nettFeeCents",
         s.credit_claimed_cents as "creditClaimedCents", s.claim_status as "claimStatus",
         s.claim_status_changed_at as "claimStatusChangedAt"
    from skillsfuture_claim s
    join registration_event re on re.id = s.registration_event_id
    join registration r on r.id = re.registration_id
    join participant p on p.id = re.participant_id
    join event e on e.id = re.event_id
    join course c on c.id = e.course_id`;

type ClaimRow = SkillsFutureClaimView & { participantEmail: string };
const view = ({ participantEmail: _email, ...claim }: ClaimRow): SkillsFutureClaimView => claim;

/**
 * SkillsFuture claim details per enrolment (DOMAIN-SG "SkillsFuture Credit"): recorded by staff,
 * shown on the registration and the participant's profile, and e-mailed to the participant.
 */
@Injectable()
export class SkillsFutureService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Records or corrects the claim of one enrolment. */
  async save(registrationEventId: number, input: SkillsFutureClaimInput): Promise<SkillsFutureClaimView> {
    if (input.grantCents > input.fullFeeCents) {
      throw fieldErrors({ grantCents: ['The grant cannot be more than the full fee'] });
    }
    const nettFeeCents = input.fullFeeCents - input.grantCents;
    if (input.creditClaimedCents > nettFeeCents) {
      throw fieldErrors({ creditClaimedCents: ['The credit claimed cannot be more than the nett fee'] });
    }
    await this.em.transactional(async (em) => {
      const seat = await queryRows(em, 'select 1 from registration_event where id = ?', [
        registrationEventId,
      ]);
      if (!seat.length) throw notFound(`Enrolment ${registrationEventId}`);
      let claim = await em.findOne(SkillsFutureClaim, { registrationEventId });
      const statusChanged = !claim || claim.claimStatus !== input.claimStatus;
      claim ??= em.create(SkillsFutureClaim, { registrationEventId, ...input, nettFeeCents });
      em.assign(claim, { ...input, nettFeeCents });
      if (statusChanged) claim.claimStatusChangedAt = currentTime();
      await em.flush();
    });
    const [saved] = await this.rows('s.registration_event_id = ?', [registrationEventId]);
    return view(saved);
  }

  /** The claims of a registration's enrolments. */
  async ofRegistration(registrationId: number): Promise<SkillsFutureClaimView[]> {
    return (await this.rows('r.id = ?', [registrationId])).map(view);
  }

  /** A participant's claims, newest class first. */
  async ofParticipant(participantId: number): Promise<SkillsFutureClaimView[]> {
    return (await this.rows('re.participant_id = ?', [participantId])).map(view);
  }

  /**
   * Public: e-mails the claim details of a registration to its participants whose address on file
   * is the one given. Anything else sends nothing and answers the same, so the form tells no one
   * whether a registration exists.
   */
  async resend(regNo: string, email: string): Promise<{ message: string }> {
    const claims = await this.rows('r.reg_no = ? and lower(p.email) = lower(?)', [regNo, email]);
    for (const claim of claims) {
      await this.mail.queue({
        to: claim.participantEmail,
        template: 'skillsfuture-claim',
        context: {
          participantName: claim.participantName,
          courseTitle: claim.courseTitle,
          regNo: claim.regNo,
          courseReference: claim.courseReference,
          courseRun: claim.courseRun,
          courseDates: claim.startsAt
            ? [claim.startsAt, claim.endsAt ?? claim.startsAt]
                .map((at) => singaporeDate(new Date(at)))
                .join(' to ')
            : 'to be announced',
          fullFee: formatCents(claim.fullFeeCents),
          grant: formatCents(claim.grantCents),
          nettFee: formatCents(claim.nettFeeCents),
          creditClaimed: formatCents(claim.creditClaimedCents),
          claimStatus: claim.claimStatus,
          infoUrl: `${this.config.publicUrl}${SKILLSFUTURE_INFO_PATH}`,
        },
      });
    }
    return {
      message:
        'If the registration number and e-mail match our records, the SkillsFuture claim details are on their way to that e-mail.',
    };
  }

  private rows(where: string, params: unknown[]): Promise<ClaimRow[]> {
    return queryRows<ClaimRow>(
      this.em,
      `${CLAIM_SQL} where ${where} order by e.starts_at desc nulls last, re.id desc`,
      params,
    );
  }
}
