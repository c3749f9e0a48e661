import type { ProfileFormValues } from '@/features/profile/profileForm';
import type { ProfileLookupField } from '@/features/profile/profileTypes';

/** A participant's details as step 2's form holds them: the profile form's inputs and the lookup choices. */
export type ParticipantDetails = ProfileFormValues & Record<ProfileLookupField, number | null>;

/** One registration in the cart: an event, and (from step 2) who attends it. */
export interface CartItem {
  /** Stable for the item's life, so its form keeps its inputs when other items are removed. */
  key: string;
  eventId: number;
  eventTitle: string;
  /** ISO; for showing the line before the server's quote. */
  startsAt: string | null;
  endsAt: string | null;
  participantTypeId: number | null;
  /** The fee shown when it was added; the server's quote is what is charged. */
  feeCents: number;
  participant: ParticipantDetails | null;
}

export interface CartState {
  items: CartItem[];
  promoCode: string | null;
}

/** The server takes at most 20 registrations in one checkout. */
export const maxCartItems = 20;
