import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type FieldErrors,
  SIMPLIFIED_TAX_INVOICE_LIMIT_CENTS,
  customerAddressRequired,
  fieldError,
  formatCents,
  REGISTRATION_NUMBER_SQL,
  SettingsCache,
  activeLookupIds,
  conflict,
  currentTime,
  fieldErrors,
  normaliseEmail,
  queryPrepared,
  queryRows,
  singaporeDate,
  sqlDateOrNull,
} from '@app/core';
import { PublicSettingsService } from '@app/config';
import { Course } from '@app/courses';
import { Event, EventFee, EventStatus } from '@app/events';
import {
  KNOWN_PARTICIPANTS,
  ParticipantService,
  type ParticipantRow,
  hideOtherParticipants,
  type ParticipantInput,
  type RegistrationParticipant,
  type SubmitFamily,
} from '@app/people';
import { type LineInput, priceCart } from '../pricing/pricing';
import { PromotionsService } from '../promotions/promotions.service';
import { newAttendanceCode } from '../registrations/attendance-code';
import {
  type PaymentMethod,
  type PaymentStatus,
  type RegistrationChannel,
  type RegistrationEventStatus,
  type RegistrationStatus,
} from '../registrations/registration.entity';
import { type RegistrationView } from '../registrations/registration.view';
import { ALL_TAKEN, SeatLedger, TAKEN_PER_EVENT, pgIntArray } from '../seats/seat-ledger';
import { familyOfCourseType } from '../checkout/participant-requirements';
import { type CartQuote } from '../checkout/checkout.dto';

export type { CartQuote };

/** One line of any channel's registration: a participant at an event. */
export interface EnrolmentItem {
  eventId: number;
  participantTypeId?: number | null;
  participant: ParticipantInput;
  /** Staff only: the fee agreed at the counter, instead of the event's fee for the participant type. */
  feeCents?: number | null;
}

/** What a registration needs of a line's event, read with its fees and course in one statement. */
export interface EnrolmentEvent {
  id: number;
  title: string;
  published: boolean;
  status: EventStatus;
  startsAt: Date | null;
  endsAt: Date | null;
  registrationOpensOn: string | null;
  registrationClosesOn: string | null;
  feeCents: number;
  fees: { participantTypeId: number; feeCents: number }[];
}

/** The changes that drop what {@link RegistrationCore} keeps of an event (entity names). */
const ENROLMENT_EVENT_SOURCES = [Event.name, EventFee.name, Course.name];

/** What pricing needs of a line's course. */
export interface EnrolmentCourse {
  id: number;
  courseTypeId: number;
  promoFeeCents: number | null;
  promoValidFrom: string | null;
  promoValidTo: string | null;
}

/** An event as a registration reads it, shared by every request while it is kept: never changed. */
interface EnrolmentEventRecord {
  event: Readonly<EnrolmentEvent>;
  course: Readonly<EnrolmentCourse>;
}

export interface EnrolmentLine {
  index: number;
  family: SubmitFamily;
  event: EnrolmentEvent;
  course: EnrolmentCourse;
  participantTypeId: number | null;
  feeCents: number;
  participantKey: string;
  participantName: string;
}

/** Who registers: the public (ONLINE) or staff for a channel; staff may register until the event ends. */
export interface EnrolmentActor {
  userId: number | null;
  staff: boolean;
}

/** How a channel records its registration: who pays, and whether its seats are held or confirmed. */
export interface RecordSpec {
  channel: RegistrationChannel;
  lines: EnrolmentLine[];
  quote: CartQuote;
  people: RegistrationParticipant[];
  payerId: number;
  corporateId?: number | null;
  userId: number | null;
  status: RegistrationStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  lineStatus: RegistrationEventStatus;
  holdExpiresAt: Date;
  idempotencyKey: string | null;
  promoCode: string | null;
  remarks?: string | null;
  /** The payer's name and e-mail as the answer shows them. */
  payerShown: { name: string; email: string };
  /**
   * Outside any transaction (the statement is the registration's only write): a refusal must
   * undo the whole statement, so it fails with {@link REFUSED_WHOLE} instead of answering 409.
   */
  autocommit?: boolean;
}

/** The error of an `autocommit` registration statement that could not take every seat. */
const REFUSED_WHOLE = 'REGISTRATION_REFUSED_WHOLE';

/** Whether `error` is an `autocommit` {@link RegistrationCore.record} refused as a whole (nothing written). */
export const refusedWhole = (error: unknown): boolean =>
  error instanceof Error && error.message.includes(`"${REFUSED_WHOLE}"`);

/** A line's participant field errors are named after the line: items.1.participant.nric. */
export const itemField = (index: number, name: string): string => `items.${index}.participant.${name}`;

/**
 * The channel-agnostic core of every registration (docs/architecture.md, "One registration
 * service"): the events and fees of the lines, family rules, the participants resolved set-based,
 * the price from `priceCart`, seats through `SeatLedger`, the number from the sequence and the
 * registration with its seats in one statement. The online checkout and the staff channels call
 * it; they differ only in who pays, when the invoice is issued, and hold or confirm.
 */
@Injectable()
export class RegistrationCore {
  constructor(
    private readonly em: EntityManager,
    private readonly participants: ParticipantService,
    private readonly promotions: PromotionsService,
    private readonly settings: PublicSettingsService,
    private readonly seats: SeatLedger,
    private readonly cache: SettingsCache,
  ) {}

  /** The events of the lines, open for registration, with each line's fee for its participant type. */
  async lines(items: readonly EnrolmentItem[], actor: EnrolmentActor): Promise<EnrolmentLine[]> {
    const events = await this.enrolmentEvents(items.map((item) => item.eventId));
    const typeCodes = await this.cache.get('course-type-codes', ['CourseType'], async () => {
      const types = await this.em.find<{ id: number; code: string }>('CourseType', {});
      return new Map(types.map((type) => [type.id, type.code]));
    });
    const typeIds = items.map((item) => item.participantTypeId).filter((id): id is number => Boolean(id));
    const activeTypes = await activeLookupIds(this.em, 'ParticipantType', typeIds);
    const today = singaporeDate();
    const now = currentTime();
    const errors: FieldErrors = {};
    const lines: EnrolmentLine[] = [];
    items.forEach((item, index) => {
      const { event, course } = events.get(item.eventId) ?? {};
      const field = `items.${index}.eventId`;
      if (!event || !course || (!actor.staff && !event.published) || event.status !== EventStatus.Active) {
        errors[field] = ['This event is not open for registration'];
        return;
      }
      const over = actor.staff
        ? Boolean(event.endsAt && event.endsAt <= now)
        : Boolean(
            (event.startsAt && event.startsAt <= now) ||
            (event.registrationClosesOn && today > event.registrationClosesOn),
          );
      if (over) {
        errors[field] = [`Registration for ${event.title} has closed`];
        return;
      }
      if (!actor.staff && event.registrationOpensOn && today < event.registrationOpensOn) {
        errors[field] = [`Registration for ${event.title} opens on ${event.registrationOpensOn}`];
        return;
      }
      if (item.participantTypeId && !activeTypes.has(item.participantTypeId)) {
        errors[`items.${index}.participantTypeId`] = ['Participant type must be an active entry of its list'];
        return;
      }
      const typeFee = event.fees.find((fee) => fee.participantTypeId === item.participantTypeId);
      const person = item.participant;
      lines.push({
        index,
        family: familyOfCourseType(typeCodes.get(course.courseTypeId)),
        event,
        course,
        participantTypeId: item.participantTypeId ?? null,
        feeCents: (actor.staff ? item.feeCents : null) ?? typeFee?.feeCents ?? event.feeCents,
        participantKey: person.nric?.toUpperCase() || normaliseEmail(person.email),
        participantName: `${person.firstName.trim()} ${person.lastName.trim()}`,
      });
    });
    if (Object.keys(errors).length) throw fieldErrors(errors);
    return lines;
  }

  /**
   * What a registration needs of these events, with their fees and courses: kept in the settings
   * cache until a change to an event, a fee or a course drops it (seats are not part of it: the
   * registration's own statement counts them under the lock), so a checkout usually reads none.
   * The events not kept are read in one prepared statement. Inside a transaction they are read,
   * not kept: what it wrote may yet roll back.
   */
  private enrolmentEvents(ids: readonly number[]): Promise<Map<number, EnrolmentEventRecord>> {
    if (this.em.isInTransaction()) return this.readEnrolmentEvents([...new Set(ids)]);
    return this.cache.getMany('enrolment-event', ids, ENROLMENT_EVENT_SOURCES, (missing) =>
      this.readEnrolmentEvents(missing),
    );
  }

  private async readEnrolmentEvents(ids: number[]): Promise<Map<number, EnrolmentEventRecord>> {
    // Plain rows, not entities: the hot path has nothing for a unit of work to track.
    const rows = await queryPrepared<
      Omit<EnrolmentEvent, 'startsAt' | 'endsAt'> & {
        startsAt: string | null;
        endsAt: string | null;
        course: EnrolmentCourse;
      }
    >(
      this.em,
      'registration_lines',
      `select e.id, e.title, e.published, e.status, e.starts_at as "startsAt", e.ends_at as "endsAt",
                e.registration_opens_on::text as "registrationOpensOn",
                e.registration_closes_on::text as "registrationClosesOn", e.fee_cents as "feeCents",
                coalesce((select json_agg(json_build_object('participantTypeId', f.participant_type_id,
                                                            'feeCents', f.fee_cents))
                            from event_fee f where f.event_id = e.id), '[]') as fees,
                json_build_object('id', c.id, 'courseTypeId', c.course_type_id, 'promoFeeCents', c.promo_fee_cents,
                                  'promoValidFrom', c.promo_valid_from, 'promoValidTo', c.promo_valid_to) as course
           from event e join course c on c.id = e.course_id
          where e.id = any(?::int[])`,
      [pgIntArray(ids)],
    );
    return new Map(
      rows.map(({ course, ...event }) => [
        event.id,
        {
          event: Object.freeze({
            ...event,
            startsAt: sqlDateOrNull(event.startsAt),
            endsAt: sqlDateOrNull(event.endsAt),
          }),
          course: Object.freeze(course),
        },
      ]),
    );
  }

  /** The lines priced by `priceCart`: fees, course promo fees, bundles, promo code, minimum spend, GST. */
  async price(lines: readonly EnrolmentLine[], promoCode: string | null | undefined): Promise<CartQuote> {
    const today = singaporeDate();
    const courseIds = [...new Set(lines.map((line) => line.course.id))];
    const inputs: LineInput[] = lines.map((line) => ({
      key: String(line.index),
      participantKey: line.participantKey,
      courseId: line.course.id,
      feeCents: line.feeCents,
      promoFeeCents: promoFee(line.course, today),
    }));
    const gst = await this.settings.gst(today);
    const quote = priceCart(inputs, {
      exclusiveBundles: await this.promotions.exclusiveBundles(today),
      anyBundles: await this.promotions.anyBundles(),
      promoCode: promoCode ? await this.promotions.rule(promoCode, courseIds, today) : null,
      minSpend: await this.promotions.minSpend(),
      gstRateBasisPoints: Math.round(gst.ratePercent * 100),
    });
    return {
      ...quote,
      lines: lines.map((line, index) => ({
        eventId: line.event.id,
        eventTitle: line.event.title,
        participantName: line.participantName,
        listCents: quote.lines[index].listCents,
        unitCents: quote.lines[index].unitCents,
      })),
    };
  }

  /** The lines' participants checked against their family's rules, without writing. */
  async checkParticipants(
    items: readonly EnrolmentItem[],
    lines: readonly EnrolmentLine[],
    actor: EnrolmentActor,
  ): Promise<void> {
    const checked = await this.participants.checkRegistrations(
      lines.map((line) => ({ input: items[line.index].participant, family: line.family })),
      actor,
    );
    const errors: FieldErrors = {};
    checked.forEach((line, position) => {
      for (const [name, messages] of Object.entries(line.errors))
        errors[itemField(lines[position].index, name)] = messages;
    });
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const duplicate = checked.find((line) => line.duplicate)?.duplicate;
    if (duplicate) {
      // The answer the write would give.
      const error = conflict('DUPLICATE_PARTICIPANT', duplicate);
      throw actor.staff ? error : hideOtherParticipants(error);
    }
  }

  /**
   * The lines' participants, found or created set-based: one read for every NRIC/FIN and e-mail of
   * the registration, no savepoint per participant, one flush (inside the caller's transaction).
   * With `deferNew` the new records are written by {@link record}'s statement instead, one round
   * trip fewer; their ids are placeholders until then, so read nothing of them by id before.
   */
  async resolveParticipants(
    items: readonly EnrolmentItem[],
    lines: readonly EnrolmentLine[],
    actor: EnrolmentActor,
    { deferNew = false }: { deferNew?: boolean } = {},
  ): Promise<RegistrationParticipant[]> {
    const people = await this.participants.forRegistrations(
      lines.map((line) => ({ input: items[line.index].participant, family: line.family })),
      { ...actor, deferNew, field: (position, name) => itemField(lines[position].index, name) },
    );
    refuseRepeats(lines, people);
    return people;
  }

  /**
   * {@link resolveParticipants} with `deferNew` for a caller outside any transaction, writing
   * nothing: null when a stored record would be filled in (the caller then clears its entity
   * manager and resolves them in a transaction). `found`: the stored records the lines name, as
   * {@link recordIfNew} answered them; read here when not given.
   */
  async newParticipantsOnly(
    items: readonly EnrolmentItem[],
    lines: readonly EnrolmentLine[],
    actor: EnrolmentActor,
    found?: readonly ParticipantRow[],
  ): Promise<RegistrationParticipant[] | null> {
    const people = await this.participants.forRegistrationsWithoutWrites(
      lines.map((line) => ({ input: items[line.index].participant, family: line.family })),
      { ...actor, field: (position, name) => itemField(lines[position].index, name) },
      found,
    );
    if (people) refuseRepeats(lines, people);
    return people;
  }

  /**
   * The lines' participants on the guess that none is a stored record (a checkout's new visitors,
   * the common case), without reading or writing: null when a line has a problem, which a stored
   * record might settle (the form only fills it in), so the caller reads them first. Written only
   * through {@link recordIfNew}, which checks the guess.
   */
  async newParticipantsGuessed(
    items: readonly EnrolmentItem[],
    lines: readonly EnrolmentLine[],
    actor: EnrolmentActor,
  ): Promise<RegistrationParticipant[] | null> {
    const people = await this.participants.newOnesIfNoneKnown(
      lines.map((line) => ({ input: items[line.index].participant, family: line.family })),
      { ...actor, field: (position, name) => itemField(lines[position].index, name) },
    );
    return people && !repeated(lines, people) ? people : null;
  }

  /**
   * Above the simplified-invoice limit only a full tax invoice will do, and it must show the
   * payer's address (a participant payer's; a company's comes from its record).
   */
  async requirePayerAddress(
    totalCents: number,
    payer: RegistrationParticipant,
    field: string,
  ): Promise<void> {
    if (!(await this.payerAddressMissing(totalCents, payer))) return;
    throw fieldError(
      field,
      `Address is required: the tax invoice for a total over ${formatCents(SIMPLIFIED_TAX_INVOICE_LIMIT_CENTS)} must show it`,
    );
  }

  /** Whether {@link requirePayerAddress} would refuse. */
  async payerAddressMissing(totalCents: number, payer: RegistrationParticipant): Promise<boolean> {
    if (!customerAddressRequired(totalCents)) return false;
    const [stored] = payer.pending
      ? [payer.pending]
      : await queryRows<{ address: string | null }>(this.em, 'select address from participant where id = ?', [
          payer.id,
        ]);
    return !stored?.address?.trim();
  }

  /**
   * Inside the caller's transaction, one statement: locks the events, takes the seats (409
   * NO_SEATS_LEFT) and writes the registration with its seats. The events stay locked from that
   * statement to COMMIT with nothing sent in between, and the view is built from memory.
   */
  async record(spec: RecordSpec): Promise<RegistrationView> {
    // Without a guess to check, the statement always writes or refuses.
    return (await this.write(spec, null)) as RegistrationView;
  }

  /**
   * {@link record} for participants guessed new ({@link newParticipantsGuessed}, from `details`):
   * the same statement first checks that no stored record has their NRIC/FIN or e-mail. When one
   * has, nothing is locked or written and the records found come back instead, for the lines to be
   * resolved against them.
   */
  recordIfNew(
    spec: RecordSpec,
    details: readonly ParticipantInput[],
  ): Promise<RegistrationView | { known: ParticipantRow[] }> {
    return this.write(spec, details);
  }

  private async write(
    spec: RecordSpec,
    guessedNew: readonly ParticipantInput[] | null,
  ): Promise<RegistrationView | { known: ParticipantRow[] }> {
    const requests = spec.lines.map((line, index) => ({
      eventId: line.event.id,
      eventTitle: line.event.title,
      participantId: spec.people[index].id,
    }));
    const now = currentTime();
    const { quote, lines, people } = spec;
    // New participants (resolved with `deferNew`) are written here too, found again by e-mail.
    const created = this.participants.newRecordsSql(
      [...new Set(people.flatMap((person) => (person.pending ? [person.pending] : [])))],
      ALL_TAKEN,
    );
    const payerPending = people.find((person) => person.id === spec.payerId)?.pending;
    const seats = lines.map((line, index) => ({
      n: index,
      event_id: line.event.id,
      participant_id: people[index].pending ? null : people[index].id,
      participant_email: people[index].pending?.email ?? null,
      participant_type_id: line.participantTypeId,
      booked_as: people[index].bookedAs,
      list_cents: quote.lines[index].listCents,
      unit_cents: quote.lines[index].unitCents,
      attendance_code: newAttendanceCode(),
    }));
    // The guess checked before anything is locked: the records a wrong guess missed come back.
    const known = guessedNew
      ? {
          sql: `known as materialized (
                  select coalesce(json_agg(p), '[]') as rows, count(*)::int as n from (${KNOWN_PARTICIPANTS}) p),
              `,
          params: this.participants.knownParameters(guessedNew.map((input) => ({ input }))),
          none: '(select n = 0 from known)',
        }
      : { sql: '', params: [], none: 'true' };
    // A registration that waits this long for an event's lock gives up with "please retry" (409).
    const taking = this.seats.taking(requests, {
      waitAtMost: '5s',
      onlyIf: guessedNew ? known.none : undefined,
    });
    // Prepared: the largest statement of every registration, planned once per connection.
    const rows = await queryPrepared<{
      event_id: number;
      ok: boolean;
      id: number | null;
      reg_no: string | null;
      line_ids: number[];
      created_ids: Record<string, number>;
      known?: ParticipantRow[];
    }>(
      this.em,
      'registration_record',
      `with ${known.sql}${taking.sql},
       ${created.sql},
       registration_row as (
         insert into registration (created_at, updated_at, reg_no, channel, status, payment_status, payment_method,
                                   user_id, payer_id, corporate_id, subtotal_cents, discount_cents, total_cents, gst_cents,
                                   gst_rate_basis_points, discounts, promo_code, hold_expires_at, idempotency_key, remarks)
         select ?, ?, ${REGISTRATION_NUMBER_SQL}, ?, ?, ?, ?, ?,
                coalesce(?::int, (select c.id from created c where c.email = ?::text)),
                ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?
          where ${ALL_TAKEN}
         returning id, reg_no),
       seats as (
         insert into registration_event (created_at, updated_at, registration_id, event_id, participant_id,
                                         participant_type_id, booked_as, status, list_cents, unit_cents, attendance_code)
         select ?, ?, r.id, s.event_id,
                coalesce(s.participant_id, (select c.id from created c where c.email = s.participant_email)),
                s.participant_type_id, s.booked_as, ?, s.list_cents,
                s.unit_cents, s.attendance_code
           from registration_row r,
                jsonb_to_recordset(?::jsonb) as s(n int, event_id int, participant_id int, participant_email text,
                                                  participant_type_id int, booked_as jsonb, list_cents int, unit_cents int, attendance_code text)
          order by s.n
         returning id, attendance_code)
       select ${TAKEN_PER_EVENT}, r.id, r.reg_no,
              array(select seats.id from seats join jsonb_to_recordset(?::jsonb) as s(n int, attendance_code text)
                       on s.attendance_code = seats.attendance_code order by s.n) as line_ids,
              (select coalesce(json_object_agg(c.email, c.id), '{}') from created c) as created_ids
              ${guessedNew ? ', (select rows from known) as known' : ''}
              ${spec.autocommit ? `, cast(case when ${ALL_TAKEN} or not ${known.none} then '0' else '${REFUSED_WHOLE}' end as int) as whole` : ''}
         from wanted w left join registration_row r on true`,
      [
        ...known.params,
        ...taking.params,
        ...created.params,
        now,
        now,
        Number(singaporeDate(now).slice(0, 4)),
        spec.channel,
        spec.status,
        spec.paymentStatus,
        spec.paymentMethod,
        spec.userId,
        payerPending ? null : spec.payerId,
        payerPending?.email ?? null,
        spec.corporateId ?? null,
        quote.subtotalCents,
        quote.discountCents,
        quote.totalCents,
        quote.gstCents,
        quote.gstRateBasisPoints,
        JSON.stringify(quote.discounts),
        spec.promoCode,
        spec.holdExpiresAt,
        spec.idempotencyKey,
        spec.remarks ?? null,
        now,
        now,
        spec.lineStatus,
        JSON.stringify(seats),
        JSON.stringify(seats.map(({ n, attendance_code }) => ({ n, attendance_code }))),
      ],
    ).catch((error: unknown) => {
      throw this.seats.alreadyRegistered(error, requests);
    });
    const found = rows[0]?.known ?? [];
    if (found.length) return { known: found };
    // Nothing was written when a seat was missing; the caller's transaction rolls back the rest.
    await this.seats.refuseFull(rows, requests);
    const [row] = rows as {
      id: number;
      reg_no: string;
      line_ids: number[];
      created_ids: Record<string, number>;
    }[];
    const idOf = (person: RegistrationParticipant) =>
      person.pending ? row.created_ids[person.pending.email] : person.id;
    const payerId = payerPending ? row.created_ids[payerPending.email] : spec.payerId;
    const shown = (index: number) => people[index].shown;
    return {
      id: row.id,
      regNo: row.reg_no,
      channel: spec.channel,
      status: spec.status,
      paymentStatus: spec.paymentStatus,
      paymentMethod: spec.paymentMethod,
      payer: { id: payerId, ...spec.payerShown },
      subtotalCents: quote.subtotalCents,
      discounts: quote.discounts,
      discountCents: quote.discountCents,
      totalCents: quote.totalCents,
      gstCents: quote.gstCents,
      gstRateBasisPoints: quote.gstRateBasisPoints,
      promoCode: spec.promoCode,
      holdExpiresAt: spec.holdExpiresAt,
      paidAt: null,
      remarks: spec.remarks ?? null,
      lines: lines.map((line, index) => ({
        id: row.line_ids[index],
        eventId: line.event.id,
        eventTitle: line.event.title,
        startsAt: line.event.startsAt ?? null,
        endsAt: line.event.endsAt ?? null,
        participantId: idOf(people[index]),
        participantName: `${shown(index).firstName} ${shown(index).lastName}`,
        status: spec.lineStatus,
        listCents: quote.lines[index].listCents,
        unitCents: quote.lines[index].unitCents,
        attendanceCode: seats[index].attendance_code,
      })),
      createdAt: now,
    };
  }
}

const promoFee = (course: EnrolmentCourse, today: string): number | null => {
  if (course.promoFeeCents === null || course.promoFeeCents === undefined) return null;
  if (course.promoValidFrom && today < course.promoValidFrom) return null;
  if (course.promoValidTo && today > course.promoValidTo) return null;
  return course.promoFeeCents;
};

/** The lines whose participant already has a seat at the same event within the registration. */
const repeated = (
  lines: readonly EnrolmentLine[],
  people: readonly RegistrationParticipant[],
): FieldErrors | null => {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    const key = `${line.event.id}:${people[index].id}`;
    if (seen.has(key))
      errors[`items.${line.index}.participant`] = [
        `${line.participantName} is already in the cart for ${line.event.title}`,
      ];
    seen.add(key);
  });
  return Object.keys(errors).length ? errors : null;
};

/** One seat per participant and event within a registration. */
const refuseRepeats = (lines: readonly EnrolmentLine[], people: readonly RegistrationParticipant[]): void => {
  const errors = repeated(lines, people);
  if (errors) throw fieldErrors(errors);
};
