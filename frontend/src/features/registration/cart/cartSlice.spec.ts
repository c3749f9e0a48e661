import {
  cartCleared,
  cartEventsDropped,
  cartItemAdded,
  cartItemRemoved,
  cartParticipantsSaved,
  cartPromoCodeSet,
  cartSlice,
  cartSynced,
} from './cartSlice';
import { cartItem, meiLing } from './cartTestData';
import { maxCartItems, type CartState } from './cartTypes';

const reduce = cartSlice.reducer;
const newItem = {
  eventId: 11,
  eventTitle: 'Negotiation Skills',
  startsAt: null,
  endsAt: null,
  participantTypeId: 3,
  feeCents: 8_000,
};

describe('the cart reducer', () => {
  it('starts empty where the browser has nothing stored', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ items: [], promoCode: null });
  });

  it('adds an item with a key of its own and no participant yet', () => {
    const once = reduce(undefined, cartItemAdded(newItem));
    const twice = reduce(once, cartItemAdded(newItem));
    expect(twice.items).toHaveLength(2);
    expect(twice.items[0]).toMatchObject({ ...newItem, participant: null });
    expect(twice.items[0].key).toMatch(/^[0-9a-f]{16}$/);
    expect(twice.items[0].key).not.toBe(twice.items[1].key);
  });

  it('holds at most the server’s limit', () => {
    const full: CartState = {
      items: Array.from({ length: maxCartItems }, (_, index) => cartItem({ key: `k${index}` })),
      promoCode: null,
    };
    expect(reduce(full, cartItemAdded(newItem)).items).toHaveLength(maxCartItems);
  });

  it('removes an item by key and keeps the others’ details', () => {
    const state: CartState = {
      items: [cartItem({ key: 'a' }), cartItem({ key: 'b', participant: meiLing })],
      promoCode: null,
    };
    expect(reduce(state, cartItemRemoved('a')).items).toEqual([cartItem({ key: 'b', participant: meiLing })]);
  });

  it('saves step 2’s details on the items they belong to', () => {
    const state: CartState = { items: [cartItem({ key: 'a' }), cartItem({ key: 'b' })], promoCode: null };
    const saved = reduce(state, cartParticipantsSaved({ b: meiLing, gone: meiLing }));
    expect(saved.items.map((item) => item.participant)).toEqual([null, meiLing]);
  });

  it('keeps a promo code trimmed and in capitals, and forgets an empty one', () => {
    const withCode = reduce(undefined, cartPromoCodeSet('  early-bird '));
    expect(withCode.promoCode).toBe('EARLY-BIRD');
    expect(reduce(withCode, cartPromoCodeSet('   ')).promoCode).toBeNull();
    expect(reduce(withCode, cartPromoCodeSet(null)).promoCode).toBeNull();
  });

  it('drops every item of events that can no longer be registered for', () => {
    const state: CartState = {
      items: [
        cartItem({ key: 'a', eventId: 1 }),
        cartItem({ key: 'b', eventId: 2 }),
        cartItem({ key: 'c', eventId: 1 }),
      ],
      promoCode: 'X',
    };
    expect(reduce(state, cartEventsDropped([1])).items.map((item) => item.key)).toEqual(['b']);
  });

  it('empties the cart and its promo code', () => {
    const state: CartState = { items: [cartItem()], promoCode: 'X' };
    expect(reduce(state, cartCleared())).toEqual({ items: [], promoCode: null });
  });

  it('takes another tab’s cart but keeps this tab’s details of the items both have', () => {
    const state: CartState = {
      items: [cartItem({ key: 'a', participant: meiLing }), cartItem({ key: 'b', participant: meiLing })],
      promoCode: null,
    };
    const synced = reduce(
      state,
      cartSynced({ items: [cartItem({ key: 'a' }), cartItem({ key: 'c' })], promoCode: 'SAVE10' }),
    );
    expect(synced).toEqual({
      items: [cartItem({ key: 'a', participant: meiLing }), cartItem({ key: 'c' })],
      promoCode: 'SAVE10',
    });
  });
});
