import type { Profile } from '@/features/profile/profileTypes';
import {
  countInCart,
  feeFor,
  newCartItem,
  participantDetailsFrom,
  participantTypeOptions,
  toCartInput,
  toParticipantInput,
} from './cartModel';
import { cartItem, meiLing } from './cartTestData';
import type { RegistrableEvent } from '../registrationTypes';

const event: RegistrableEvent = {
  id: 11,
  courseId: 5,
  title: 'Negotiation Skills',
  venueId: 2,
  capacity: 30,
  feeCents: 21_800,
  fees: [{ participantTypeId: 3, feeCents: 10_900 }],
  seatsLeft: 12,
  startsAt: '2026-12-01T01:00:00.000Z',
  endsAt: '2026-12-01T04:00:00.000Z',
  registrationClosesOn: null,
  sessions: [],
};

const profile: Profile = {
  id: 7,
  name: 'Mei Ling Tan',
  firstName: 'Mei Ling',
  lastName: 'Tan',
  nric: 'S1234567D',
  email: 'mei@example.com',
  mobileNo: '91234567',
  ceaRegNo: null,
  dateOfBirth: '1990-05-01',
  agentStatus: 'External',
  agencyName: null,
  medicalCondition: null,
  address: null,
  postalCode: null,
  status: 'Active',
  userId: 3,
  genderId: 2,
  raceId: null,
  nationalityId: null,
  citizenshipId: 4,
  dietaryId: null,
  tshirtSizeId: null,
  educationId: 9,
  employmentId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('participant details', () => {
  it('start empty for a visitor and from the profile for a signed-in participant', () => {
    expect(participantDetailsFrom(null)).toMatchObject({ firstName: '', agentStatus: null, genderId: null });
    expect(participantDetailsFrom(profile)).toMatchObject({
      firstName: 'Mei Ling',
      dateOfBirth: '1990-05-01',
      medicalCondition: '',
      genderId: 2,
      citizenshipId: 4,
      educationId: 9,
      raceId: null,
    });
  });

  it('go to the server tidied, with the lookup choices', () => {
    expect(
      toParticipantInput({ ...meiLing, firstName: ' Mei Ling ', nric: 's1234567d', address: '  ' }),
    ).toEqual({
      firstName: 'Mei Ling',
      lastName: 'Tan',
      nric: 'S1234567D',
      email: 'mei@example.com',
      mobileNo: '91234567',
      ceaRegNo: null,
      dateOfBirth: null,
      agentStatus: null,
      agencyName: null,
      medicalCondition: null,
      address: null,
      postalCode: null,
      genderId: 2,
      raceId: null,
      nationalityId: null,
      citizenshipId: null,
      dietaryId: null,
      tshirtSizeId: null,
      educationId: null,
      employmentId: null,
    });
  });
});

describe('toCartInput', () => {
  it('sends each item’s event, participant type (when chosen) and participant, and the promo code', () => {
    const input = toCartInput(
      [
        cartItem({ participant: meiLing }),
        cartItem({ key: 'b', eventId: 12, participantTypeId: 3, participant: meiLing }),
      ],
      'SAVE10',
    );
    expect(input?.promoCode).toBe('SAVE10');
    expect(input?.items.map(({ participant: _p, ...rest }) => rest)).toEqual([
      { eventId: 11 },
      { eventId: 12, participantTypeId: 3 },
    ]);
    expect(input?.items[0].participant.firstName).toBe('Mei Ling');
  });

  it('sends no promo code key without one', () => {
    expect(toCartInput([cartItem({ participant: meiLing })], null)).not.toHaveProperty('promoCode');
  });

  it('is not ready while the cart is empty or a participant is missing', () => {
    expect(toCartInput([], null)).toBeNull();
    expect(toCartInput([cartItem({ participant: meiLing }), cartItem({ key: 'b' })], null)).toBeNull();
  });
});

describe('fees by participant type', () => {
  it('gives a type its own fee and everyone else the event’s', () => {
    expect(feeFor(event, 3)).toBe(10_900);
    expect(feeFor(event, 4)).toBe(21_800);
    expect(feeFor(event, null)).toBe(21_800);
  });

  it('offers the standard fee first, then each type, named when the name is known', () => {
    expect(participantTypeOptions(event)).toEqual([
      { value: null, label: 'Standard', feeCents: 21_800 },
      { value: 3, label: 'Participant type 3', feeCents: 10_900 },
    ]);
    expect(participantTypeOptions(event, { 3: 'Member' })[1].label).toBe('Member');
  });

  it('makes the cart item with the fee of the chosen type', () => {
    expect(newCartItem(event, 3)).toEqual({
      eventId: 11,
      eventTitle: 'Negotiation Skills',
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      participantTypeId: 3,
      feeCents: 10_900,
    });
  });

  it('counts an event’s items in the cart', () => {
    expect(countInCart([cartItem(), cartItem({ key: 'b' }), cartItem({ key: 'c', eventId: 2 })], 11)).toBe(2);
  });
});
