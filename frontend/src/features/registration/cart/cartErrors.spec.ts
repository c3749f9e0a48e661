import { allCartErrorMessages, splitCartErrors } from './cartErrors';

const fields = ['firstName', 'mobileNo', 'nric', 'educationId'];

describe('splitCartErrors', () => {
  it('puts participant errors on the item’s fields and event errors on the item', () => {
    const errors = splitCartErrors(
      {
        'items.0.participant.mobileNo': ['Mobile number must be a Singapore mobile number'],
        'items.1.eventId': ['Registration for Negotiation Skills has closed'],
        'items.1.participant.firstName': ['First name is required'],
      },
      fields,
    );
    expect(errors).toEqual({
      items: {
        0: { fields: { mobileNo: ['Mobile number must be a Singapore mobile number'] }, messages: [] },
        1: {
          fields: { firstName: ['First name is required'] },
          messages: ['Registration for Negotiation Skills has closed'],
        },
      },
      promoCode: [],
      general: [],
    });
  });

  it('keeps what no field shows as the item’s message', () => {
    const errors = splitCartErrors(
      {
        'items.2.participant': ['Mei Ling Tan is already in the cart for Negotiation Skills'],
        'items.2.participant.pcep.enrolledOn': ['Enrolled on must be a date'],
        'items.2.participantTypeId': ['participantTypeId must not be less than 1'],
      },
      fields,
    );
    expect(errors.items[2]).toEqual({
      fields: {},
      messages: [
        'Mei Ling Tan is already in the cart for Negotiation Skills',
        'Enrolled on must be a date',
        'participantTypeId must not be less than 1',
      ],
    });
  });

  it('sets the promo code’s and the cart’s own messages apart', () => {
    const errors = splitCartErrors(
      {
        promoCode: ['Promo code SAVE10 expired on 2026-01-31'],
        items: ['The cart is empty'],
        nric: ['NRIC/FIN is required for CPD registrations'],
      },
      fields,
    );
    expect(errors).toEqual({
      items: {},
      promoCode: ['Promo code SAVE10 expired on 2026-01-31'],
      general: ['The cart is empty', 'NRIC/FIN is required for CPD registrations'],
    });
    expect(allCartErrorMessages(errors)).toEqual([
      'The cart is empty',
      'NRIC/FIN is required for CPD registrations',
      'Promo code SAVE10 expired on 2026-01-31',
    ]);
  });

  it('with no fields to show them on, keeps every participant error as a message', () => {
    const errors = splitCartErrors({ 'items.0.participant.nric': ['NRIC/FIN must be valid'] }, []);
    expect(errors.items[0]).toEqual({ fields: {}, messages: ['NRIC/FIN must be valid'] });
  });
});
