import { participantDetailsFrom } from './cartModel';
import type { CartItem, ParticipantDetails } from './cartTypes';

/** Shared by the cart's specs. */
export const meiLing: ParticipantDetails = {
  ...participantDetailsFrom(null),
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: 'mei@example.com',
  mobileNo: '91234567',
  nric: 'S1234567D',
  genderId: 2,
};

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    key: 'a1',
    eventId: 11,
    eventTitle: 'Negotiation Skills',
    startsAt: '2026-12-01T01:00:00.000Z',
    endsAt: '2026-12-01T04:00:00.000Z',
    participantTypeId: null,
    feeCents: 10_900,
    participant: null,
    ...overrides,
  };
}
