import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  type FieldErrors,
  SIMPLIFIED_TAX_INVOICE_LIMIT_CENTS,
  conflict,
  customerAddressRequired,
  fieldError,
  fieldErrors,
  currentTime,
  formatCents,
  REGISTRATION_NUMBER_SQL,
  SettingsCache,
  normaliseEmail,
  queryRows,
  singaporeDate,
} from '@app/core';
import { PublicSettingsService } from '@app/config';
import { Course } from '@app/courses';
import { Event, EventStatus } from '@app/events';
import { ParticipantService, type RegistrationParticipant, type SubmitFamily } from '@app/people';
import { type LineInput, priceCart } from '../pricing/pricing';
import { PromotionsService } from '../promotions/promotions.service';
import { newAttendanceCode } from '../registrations/attendance-code';
import {
  PaymentMethod,
  PaymentStatus,
  Registration,
  RegistrationChannel,
  RegistrationEventStatus,
  RegistrationStatus,
} from '../registrations/registration.entity';
import { RegistrationService } from '../registrations/registration.service';
import { type RegistrationView } from '../registrations/registration.view';
import { SeatLedger } from '../seats/seat-ledger';
import { familyOfCourseType } from './participant-requirements';
import { PaymentMethods } from './payment-methods';
import { type CartInput, type CartQuote, type CheckoutInput } from './checkout.dto';

/** A participant's field errors, named after the cart item they belong to (items.1.participant.nric). */
const forItem = async <T>(index: number, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.errors) throw error;
    throw fieldErrors(
      Object.fromEntries(
        Object.entries(error.errors).map(([field, messages]) => [
          `items.${index}.participant.${field}`,
          messages,
        ]),
      ),
    );
  }
};

interface CartLine {
  index: number;
  family: SubmitFamily;
  event: Event;
  course: Course;
  participantTypeId: number | null;
  feeCents: number;
  participantKey: string;
  participantName: string;
}

/**
 * The public checkout (channel ONLINE): prices the cart on the server, holds the seats and records
 * the registration, in one transaction that locks the events late and checks before it writes.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly participants: ParticipantService,
    private readonly promotions: PromotionsService,
    private readonly settings: PublicSettingsService,
    private readonly seats: SeatLedger,
    private readonly registrations: RegistrationService,
    private readonly paymentMethods: PaymentMethods,
    private readonly cache: SettingsCache,
  ) {}

  /** What the cart costs now: step 3's review, without writing anything. */
  async quote(cart: CartInput, userId: number | null): Promise<CartQuote> {
    return this.review(cart, await this.cartLines(cart), userId);
  }

  /** The staff forms' check of a cart of one family (cpd, pws, bootcamp): every event of it, priced. */
  async validateFamily(cart: CartInput, family: SubmitFamily): Promise<{ valid: true; quote: CartQuote }> {
    const lines = await this.cartLines(cart);
    const errors: FieldErrors = {};
    for (const line of lines) {
      if (line.family !== family)
        errors[`items.${line.index}.eventId`] = [`${line.event.title} is not a ${family} event`];
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
    return { valid: true, quote: await this.review(cart, lines, null) };
  }

  async checkout(input: CheckoutInput, userId: number | null): Promise<RegistrationView> {
    const repeated = await this.em.findOne(Registration, { idempotencyKey: input.idempotencyKey });
    if (repeated) return this.registrations.view(repeated.id);
    try {
      return await this.em.transactional(async () => {
        // A checkout that waits this long for a seat lock gives up with "please retry" (409).
        await this.em.execute(`set local lock_timeout = '5s'`);
        const lines = await this.cartLines(input);
        const quote = await this.price(input, lines);
        if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== quote.totalCents) {
          throw conflict(
            'PRICE_CHANGED',
            `The total is now ${formatCents(quote.totalCents)}, not ${formatCents(input.expectedTotalCents)}; please review the cart`,
          );
        }
        // Before any participant, seat or registration is written.
        if (quote.totalCents > 0) this.paymentMethods.assertAvailable(input.paymentMethod);
        const people: RegistrationParticipant[] = [];
        for (const line of lines) {
          people.push(
            await forItem(line.index, () =>
              this.participants.forRegistration(input.items[line.index].participant, line.family, userId),
            ),
          );
        }
        const participantIds = people.map((person) => person.id);
        this.refuseRepeats(lines, participantIds);
        await this.requirePayerAddress(quote.totalCents, participantIds[0]);
        const requests = lines.map((line, index) => ({
          eventId: line.event.id,
          eventTitle: line.event.title,
          participantId: participantIds[index],
        }));
        // From here to COMMIT the events are locked: two statements, the answer built from memory.
        await this.seats.reserve(requests);
        const free = quote.totalCents === 0;
        const now = currentTime();
        const written = await this.insertRegistration(input, quote, lines, people, userId, now).catch(
          (error: unknown) => {
            throw this.seats.alreadyRegistered(error, requests);
          },
        );
        if (free) await this.registrations.sendConfirmation(written.id);
        return written;
      });
    } catch (error) {
      // The same checkout submitted twice at once: the second waits on the first's locks, then
      // trips over what the first wrote (its participant, its seat, the key itself) and finds it.
      // Inside a caller's transaction (demo data) no other checkout can have committed, and a
      // second connection could wait forever for the one the caller holds (embedded PGlite has one).
      if (this.em.isInTransaction()) throw error;
      const first = await this.em.fork().findOne(Registration, { idempotencyKey: input.idempotencyKey });
      if (first) return this.registrations.view(first.id);
      throw error;
    }
  }

  /**
   * The registration and its seats, written in one statement (the seats' counters were taken by
   * SeatLedger.reserve just before); its view is built from what is in memory, so nothing more is
   * read while the events are locked.
   */
  private async insertRegistration(
    input: CheckoutInput,
    quote: CartQuote,
    lines: CartLine[],
    people: RegistrationParticipant[],
    userId: number | null,
    now: Date,
  ): Promise<RegistrationView> {
    const free = quote.totalCents === 0;
    const paymentMethod = free ? PaymentMethod.None : input.paymentMethod;
    const status = free ? RegistrationStatus.Registered : RegistrationStatus.InProgress;
    const paymentStatus = free ? PaymentStatus.NoPaymentRequired : PaymentStatus.Unpaid;
    const lineStatus = free ? RegistrationEventStatus.Confirmed : RegistrationEventStatus.Draft;
    const holdExpiresAt = this.paymentMethods.holdExpiry(input.paymentMethod, now);
    const promoCode = input.promoCode ? input.promoCode.trim().toUpperCase() : null;
    const seats = lines.map((line, index) => ({
      n: index,
      event_id: line.event.id,
      participant_id: people[index].id,
      participant_type_id: line.participantTypeId,
      booked_as: people[index].bookedAs,
      list_cents: quote.lines[index].listCents,
      unit_cents: quote.lines[index].unitCents,
      attendance_code: newAttendanceCode(),
    }));
    const [row] = await queryRows<{ id: number; reg_no: string; line_ids: number[] }>(
      this.em,
      `with registration_row as (
         insert into registration (created_at, updated_at, reg_no, channel, status, payment_status, payment_method,
                                   user_id, payer_id, subtotal_cents, discount_cents, total_cents, gst_cents,
                                   gst_rate_basis_points, discounts, promo_code, hold_expires_at, idempotency_key)
         values (?, ?, ${REGISTRATION_NUMBER_SQL}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)
         returning id, reg_no),
       seats as (
         insert into registration_event (created_at, updated_at, registration_id, event_id, participant_id,
                                         participant_type_id, booked_as, status, list_cents, unit_cents, attendance_code)
         select ?, ?, r.id, s.event_id, s.participant_id, s.participant_type_id, s.booked_as, ?, s.list_cents,
                s.unit_cents, s.attendance_code
           from registration_row r,
                jsonb_to_recordset(?::jsonb) as s(n int, event_id int, participant_id int, participant_type_id int,
                                                  booked_as jsonb, list_cents int, unit_cents int, attendance_code text)
          order by s.n
         returning id, attendance_code)
       select r.id, r.reg_no,
              array(select seats.id from seats join jsonb_to_recordset(?::jsonb) as s(n int, attendance_code text)
                       on s.attendance_code = seats.attendance_code order by s.n) as line_ids
         from registration_row r`,
      [
        now,
        now,
        Number(singaporeDate(now).slice(0, 4)),
        RegistrationChannel.Online,
        status,
        paymentStatus,
        paymentMethod,
        userId,
        people[0].id,
        quote.subtotalCents,
        quote.discountCents,
        quote.totalCents,
        quote.gstCents,
        quote.gstRateBasisPoints,
        JSON.stringify(quote.discounts),
        promoCode,
        holdExpiresAt,
        input.idempotencyKey,
        now,
        now,
        lineStatus,
        JSON.stringify(seats),
        JSON.stringify(seats.map(({ n, attendance_code }) => ({ n, attendance_code }))),
      ],
    );
    const shown = (index: number) => people[index].shown;
    return {
      id: row.id,
      regNo: row.reg_no,
      channel: RegistrationChannel.Online,
      status,
      paymentStatus,
      paymentMethod,
      payer: {
        id: people[0].id,
        name: `${shown(0).firstName} ${shown(0).lastName}`,
        email: shown(0).email,
      },
      subtotalCents: quote.subtotalCents,
      discounts: quote.discounts,
      discountCents: quote.discountCents,
      totalCents: quote.totalCents,
      gstCents: quote.gstCents,
      gstRateBasisPoints: quote.gstRateBasisPoints,
      promoCode,
      holdExpiresAt,
      paidAt: null,
      remarks: null,
      lines: lines.map((line, index) => ({
        id: row.line_ids[index],
        eventId: line.event.id,
        eventTitle: line.event.title,
        startsAt: line.event.startsAt ?? null,
        endsAt: line.event.endsAt ?? null,
        participantId: people[index].id,
        participantName: `${shown(index).firstName} ${shown(index).lastName}`,
        status: lineStatus,
        listCents: quote.lines[index].listCents,
        unitCents: quote.lines[index].unitCents,
        attendanceCode: seats[index].attendance_code,
      })),
      createdAt: now,
    };
  }

  /** Each participant checked against their family's rules, then the cart priced. */
  private async review(cart: CartInput, lines: CartLine[], userId: number | null): Promise<CartQuote> {
    for (const line of lines) {
      await forItem(line.index, () =>
        this.participants.checkForRegistration(cart.items[line.index].participant, line.family, userId),
      );
    }
    return this.price(cart, lines);
  }

  /** The cart's events, open for registration, with each line's fee for its participant type. */
  private async cartLines(cart: CartInput): Promise<CartLine[]> {
    const eventIds = [...new Set(cart.items.map((item) => item.eventId))];
    const events = await this.em.find(Event, { id: { $in: eventIds } }, { populate: ['fees'] });
    const courses = await this.em.find(Course, { id: { $in: events.map((event) => event.courseId) } });
    const typeCodes = await this.cache.get('course-type-codes', ['CourseType'], async () => {
      const types = await this.em.find<{ id: number; code: string }>('CourseType', {});
      return new Map(types.map((type) => [type.id, type.code]));
    });
    const today = singaporeDate();
    const now = currentTime();
    const errors: FieldErrors = {};
    const lines: CartLine[] = [];
    cart.items.forEach((item, index) => {
      const event = events.find((candidate) => candidate.id === item.eventId);
      const field = `items.${index}.eventId`;
      if (!event || !event.published || event.status !== EventStatus.Active) {
        errors[field] = ['This event is not open for registration'];
        return;
      }
      if (
        (event.startsAt && event.startsAt <= now) ||
        (event.registrationClosesOn && today > event.registrationClosesOn)
      ) {
        errors[field] = [`Registration for ${event.title} has closed`];
        return;
      }
      if (event.registrationOpensOn && today < event.registrationOpensOn) {
        errors[field] = [`Registration for ${event.title} opens on ${event.registrationOpensOn}`];
        return;
      }
      const course = courses.find((candidate) => candidate.id === event.courseId)!;
      const typeFee = event.fees.getItems().find((fee) => fee.participantTypeId === item.participantTypeId);
      const person = item.participant;
      lines.push({
        index,
        family: familyOfCourseType(typeCodes.get(course.courseTypeId)),
        event,
        course,
        participantTypeId: item.participantTypeId ?? null,
        feeCents: typeFee?.feeCents ?? event.feeCents,
        participantKey: person.nric?.toUpperCase() || normaliseEmail(person.email),
        participantName: `${person.firstName.trim()} ${person.lastName.trim()}`,
      });
    });
    if (Object.keys(errors).length) throw fieldErrors(errors);
    return lines;
  }

  private async price(cart: CartInput, lines: CartLine[]): Promise<CartQuote> {
    const today = singaporeDate();
    const courseIds = [...new Set(lines.map((line) => line.course.id))];
    const inputs: LineInput[] = lines.map((line) => ({
      key: String(line.index),
      participantKey: line.participantKey,
      courseId: line.course.id,
      feeCents: line.feeCents,
      promoFeeCents: this.promoFee(line.course, today),
    }));
    const gst = await this.settings.gst(today);
    const quote = priceCart(inputs, {
      exclusiveBundles: await this.promotions.exclusiveBundles(today),
      anyBundles: await this.promotions.anyBundles(),
      promoCode: cart.promoCode ? await this.promotions.rule(cart.promoCode, courseIds, today) : null,
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

  private promoFee(course: Course, today: string): number | null {
    if (course.promoFeeCents === null || course.promoFeeCents === undefined) return null;
    if (course.promoValidFrom && today < course.promoValidFrom) return null;
    if (course.promoValidTo && today > course.promoValidTo) return null;
    return course.promoFeeCents;
  }

  /**
   * Above the simplified-invoice limit only a full tax invoice will do, and it must show the
   * payer's address (the first participant's, as the invoice is addressed to them).
   */
  private async requirePayerAddress(totalCents: number, payerId: number): Promise<void> {
    if (!customerAddressRequired(totalCents)) return;
    const [payer] = await queryRows<{ address: string | null }>(
      this.em,
      'select address from participant where id = ?',
      [payerId],
    );
    if (payer?.address?.trim()) return;
    throw fieldError(
      'items.0.participant.address',
      `Address is required: the tax invoice for a total over ${formatCents(SIMPLIFIED_TAX_INVOICE_LIMIT_CENTS)} must show it`,
    );
  }

  /** One seat per participant and event within a cart. */
  private refuseRepeats(lines: CartLine[], participantIds: number[]): void {
    const seen = new Set<string>();
    const errors: FieldErrors = {};
    lines.forEach((line, index) => {
      const key = `${line.event.id}:${participantIds[index]}`;
      if (seen.has(key))
        errors[`items.${line.index}.participant`] = [
          `${line.participantName} is already in the cart for ${line.event.title}`,
        ];
      seen.add(key);
    });
    if (Object.keys(errors).length) throw fieldErrors(errors);
  }
}
