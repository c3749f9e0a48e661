import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FieldErrors, conflict, fieldErrors, currentTime, formatCents, queryRows } from '@app/core';
import { type ParticipantRow, type RegistrationParticipant, type SubmitFamily } from '@app/people';
import {
  type EnrolmentActor,
  type EnrolmentLine,
  type RecordSpec,
  RegistrationCore,
  itemField,
  refusedWhole,
} from '../enrolment/registration-core';
import {
  PaymentMethod,
  PaymentStatus,
  RegistrationChannel,
  RegistrationEventStatus,
  RegistrationStatus,
} from '../registrations/registration.entity';
import { RegistrationService } from '../registrations/registration.service';
import { type RegistrationView } from '../registrations/registration.view';
import { PaymentMethods } from './payment-methods';
import { type CartInput, type CartQuote, type CheckoutInput } from './checkout.dto';

/** An autocommit statement refused whole (seats missing) wrote nothing: the transaction answers. */
const unlessRefusedWhole = (error: unknown): null => {
  if (refusedWhole(error)) return null;
  throw error;
};

/** The public booker: proven to be a stored record only by signing in or by e-mail and NRIC/FIN together. */
const online = (userId: number | null): EnrolmentActor => ({ userId, staff: false });

/**
 * The public checkout (channel ONLINE) on the shared `RegistrationCore`: prices the cart on the
 * server, holds the seats and records the registration, in one transaction that locks the events
 * late and checks before it writes. The payer is the first participant; the invoice is issued at
 * payment (`PaymentConfirmation`).
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly core: RegistrationCore,
    private readonly registrations: RegistrationService,
    private readonly paymentMethods: PaymentMethods,
  ) {}

  /** What the cart costs now: step 3's review, without writing anything. */
  async quote(cart: CartInput, userId: number | null): Promise<CartQuote> {
    return this.review(cart, await this.core.lines(cart.items, online(userId)), userId);
  }

  /** The staff forms' check of a cart of one family (cpd, pws, bootcamp): every event of it, priced. */
  async validateFamily(cart: CartInput, family: SubmitFamily): Promise<{ valid: true; quote: CartQuote }> {
    const lines = await this.core.lines(cart.items, online(null));
    const errors: FieldErrors = {};
    for (const line of lines) {
      if (line.family !== family)
        errors[`items.${line.index}.eventId`] = [`${line.event.title} is not a ${family} event`];
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
    return { valid: true, quote: await this.review(cart, lines, null) };
  }

  async checkout(input: CheckoutInput, userId: number | null): Promise<RegistrationView> {
    // No read of the key first: a repeat trips over what the first wrote (the key's unique index,
    // its seats, its participant), rolls back and is answered below, one round trip fewer for the rest.
    try {
      return (
        (await this.inOneWrite(input, userId)) ??
        (await this.em.transactional(async () => {
          const { lines, quote } = await this.priced(input, userId);
          const people = await this.core.resolveParticipants(input.items, lines, online(userId), {
            deferNew: true,
          });
          const written = await this.record(this.spec(input, userId, lines, quote, people, false));
          if (quote.totalCents === 0) await this.registrations.sendConfirmation(written.id);
          return written;
        }))
      );
    } catch (error) {
      // The same checkout submitted again, or twice at once (the second waits on the first's
      // locks): it tripped over what the first wrote (its participant, its seat, the key itself).
      // Inside a caller's transaction (demo data) no other checkout can have committed, and a
      // second connection could wait forever for the one the caller holds (embedded PGlite has one).
      if (this.em.isInTransaction()) throw error;
      const first = await this.submitted(input.idempotencyKey);
      if (first) return this.registrations.view(first);
      throw error;
    }
  }

  /**
   * The common checkout without BEGIN and COMMIT: one statement that writes the new participants,
   * takes the seats and writes the registration, all or nothing, the events read from the settings
   * cache. Its participants are guessed new (most visitors are) and the statement checks the guess
   * before it locks anything; a wrong guess brings back the stored records, the lines are resolved
   * against them, and the statement is sent again. Null when it needs the transaction: a stored
   * participant record to fill in, a free registration (its confirmation is written too), seats
   * refused (the transaction answers 409 after giving back expired holds), or a caller's
   * transaction already open.
   */
  private async inOneWrite(input: CheckoutInput, userId: number | null): Promise<RegistrationView | null> {
    if (this.em.isInTransaction()) return null;
    const { lines, quote } = await this.priced(input, userId);
    if (quote.totalCents === 0) return null;
    const actor = online(userId);
    const guessed = await this.core.newParticipantsGuessed(input.items, lines, actor);
    let found: ParticipantRow[] | undefined;
    if (guessed && !(await this.core.payerAddressMissing(quote.totalCents, guessed[0]))) {
      const spec = this.spec(input, userId, lines, quote, guessed, true);
      const details = input.items.map((item) => item.participant);
      const written = await this.core.recordIfNew(spec, details).catch(unlessRefusedWhole);
      if (!written || !('known' in written)) return written;
      found = written.known;
    }
    // A problem with the guess (or a wrong guess) is settled against the stored records.
    const people = await this.core.newParticipantsOnly(input.items, lines, actor, found);
    if (!people) {
      // What the plan changed on stored records is done again, and written, in the transaction.
      this.em.clear();
      return null;
    }
    return this.record(this.spec(input, userId, lines, quote, people, true)).catch(unlessRefusedWhole);
  }

  /** The cart's lines and price, checked against what the visitor saw and the payment method. */
  private async priced(
    input: CheckoutInput,
    userId: number | null,
  ): Promise<{ lines: EnrolmentLine[]; quote: CartQuote }> {
    const lines = await this.core.lines(input.items, online(userId));
    const quote = await this.core.price(lines, input.promoCode);
    if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== quote.totalCents) {
      throw conflict(
        'PRICE_CHANGED',
        `The total is now ${formatCents(quote.totalCents)}, not ${formatCents(input.expectedTotalCents)}; please review the cart`,
      );
    }
    // Before any participant, seat or registration is written.
    if (quote.totalCents > 0) this.paymentMethods.assertAvailable(input.paymentMethod);
    return { lines, quote };
  }

  /** The events are locked from the one statement of `core.record` to its end; the answer is built from memory. */
  private async record(spec: RecordSpec): Promise<RegistrationView> {
    await this.core.requirePayerAddress(spec.quote.totalCents, spec.people[0], itemField(0, 'address'));
    return this.core.record(spec);
  }

  /** This checkout's registration as `core.record` writes it. */
  private spec(
    input: CheckoutInput,
    userId: number | null,
    lines: EnrolmentLine[],
    quote: CartQuote,
    people: RegistrationParticipant[],
    autocommit: boolean,
  ): RecordSpec {
    const free = quote.totalCents === 0;
    const payer = people[0].shown;
    return {
      channel: RegistrationChannel.Online,
      lines,
      quote,
      people,
      payerId: people[0].id,
      userId,
      status: free ? RegistrationStatus.Registered : RegistrationStatus.InProgress,
      paymentStatus: free ? PaymentStatus.NoPaymentRequired : PaymentStatus.Unpaid,
      paymentMethod: free ? PaymentMethod.None : input.paymentMethod,
      lineStatus: free ? RegistrationEventStatus.Confirmed : RegistrationEventStatus.Draft,
      holdExpiresAt: this.paymentMethods.holdExpiry(input.paymentMethod, currentTime()),
      idempotencyKey: input.idempotencyKey,
      promoCode: input.promoCode ? input.promoCode.trim().toUpperCase() : null,
      payerShown: { name: `${payer.firstName} ${payer.lastName}`, email: payer.email },
      autocommit,
    };
  }

  /** The registration already made with this key, outside the failed transaction. */
  private async submitted(idempotencyKey: string): Promise<number | null> {
    const [row] = await queryRows<{ id: number }>(
      this.em,
      'select id from registration where idempotency_key = ?',
      [idempotencyKey],
    );
    return row?.id ?? null;
  }

  /** Each participant checked against their family's rules, then the cart priced. */
  private async review(cart: CartInput, lines: EnrolmentLine[], userId: number | null): Promise<CartQuote> {
    await this.core.checkParticipants(cart.items, lines, online(userId));
    return this.core.price(lines, cart.promoCode);
  }
}
