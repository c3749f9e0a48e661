import { initialProfileValues, toProfileInput } from '@/features/profile/profileForm';
import {
  profileLookupFields,
  type Profile,
  type ProfileInput,
  type ProfileLookupField,
} from '@/features/profile/profileTypes';
import { cartEventTitle } from '../eventDisplay';
import type { CartInput, RegistrableEvent } from '../registrationTypes';
import type { NewCartItem } from './cartSlice';
import type { CartItem, ParticipantDetails } from './cartTypes';

/** Between the cart and the API: what the server is sent, and what the forms start from. */

type Lookups = Record<ProfileLookupField, number | null>;

function lookupsOf(source: Partial<Lookups> | null): Lookups {
  return Object.fromEntries(profileLookupFields.map((field) => [field, source?.[field] ?? null])) as Lookups;
}

/** An empty participant form, or one filled from the signed-in participant's profile. */
export function participantDetailsFrom(profile: Profile | null): ParticipantDetails {
  return { ...initialProfileValues(profile), ...lookupsOf(profile) };
}

/** What the server takes of a participant: the profile form's tidying, and the lookup choices. */
export function toParticipantInput(details: ParticipantDetails): ProfileInput {
  return { ...toProfileInput(details, null), ...lookupsOf(details) };
}

/** The checkout's cart; null while some item still lacks its participant's details. */
export function toCartInput(items: readonly CartItem[], promoCode: string | null): CartInput | null {
  if (items.length === 0) return null;
  const inputs: CartInput['items'] = [];
  for (const item of items) {
    if (!item.participant) return null;
    inputs.push({
      eventId: item.eventId,
      ...(item.participantTypeId === null ? {} : { participantTypeId: item.participantTypeId }),
      participant: toParticipantInput(item.participant),
    });
  }
  return promoCode ? { items: inputs, promoCode } : { items: inputs };
}

/** The event's fee for a participant type; types without a fee of their own pay the event's fee. */
export function feeFor(event: Pick<RegistrableEvent, 'feeCents' | 'fees'>, participantTypeId: number | null) {
  const own = event.fees.find((fee) => fee.participantTypeId === participantTypeId);
  return own?.feeCents ?? event.feeCents;
}

export interface ParticipantTypeOption {
  value: number | null;
  label: string;
  feeCents: number;
}

/**
 * The rates of an event: the standard fee, then each participant type with a fee of its own. The public
 * API does not name participant types, so `typeNames` may not know them.
 */
export function participantTypeOptions(
  event: Pick<RegistrableEvent, 'feeCents' | 'fees'>,
  typeNames: Readonly<Record<number, string>> = {},
): ParticipantTypeOption[] {
  return [
    { value: null, label: 'Standard', feeCents: event.feeCents },
    ...event.fees.map((fee) => ({
      value: fee.participantTypeId,
      label: typeNames[fee.participantTypeId] ?? `Participant type ${fee.participantTypeId}`,
      feeCents: fee.feeCents,
    })),
  ];
}

/** The cart item for one event and participant type. */
export function newCartItem(event: RegistrableEvent, participantTypeId: number | null): NewCartItem {
  return {
    eventId: event.id,
    eventTitle: cartEventTitle(event),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    participantTypeId,
    feeCents: feeFor(event, participantTypeId),
  };
}

/** How many of the cart's items are for this event. */
export function countInCart(items: readonly CartItem[], eventId: number): number {
  return items.filter((item) => item.eventId === eventId).length;
}
