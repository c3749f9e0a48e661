import {
  cartStorageKey,
  loadCart,
  parseCart,
  participantsStorageKey,
  saveCart,
  type KeyValueStorage,
} from './cartStorage';
import { cartItem, meiLing } from './cartTestData';
import { maxCartItems } from './cartTypes';

class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

class RefusingStorage implements KeyValueStorage {
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
}

const storages = () => ({ local: new MemoryStorage(), session: new MemoryStorage() });

describe('the cart’s storage', () => {
  it('keeps the cart across a reload: events for good, details for the tab', () => {
    const stores = storages();
    const cart = {
      items: [cartItem({ key: 'a', participant: meiLing }), cartItem({ key: 'b', participantTypeId: 4 })],
      promoCode: 'SAVE10',
    };
    saveCart(cart, stores);
    expect(loadCart(stores)).toEqual(cart);
    // No personal details in the storage that outlives the tab.
    expect(stores.local.getItem(cartStorageKey)).not.toContain('S1234567D');
    expect(stores.local.getItem(cartStorageKey)).not.toContain('Mei Ling');
    expect(JSON.parse(stores.session.getItem(participantsStorageKey) ?? '{}')).toEqual({ a: meiLing });
  });

  it('keeps the events when the tab’s details are gone (a new tab)', () => {
    const stores = storages();
    saveCart({ items: [cartItem({ participant: meiLing })], promoCode: null }, stores);
    expect(loadCart({ local: stores.local, session: new MemoryStorage() })).toEqual({
      items: [cartItem()],
      promoCode: null,
    });
  });

  it('removes what it stored once the cart is empty', () => {
    const stores = storages();
    saveCart({ items: [cartItem({ participant: meiLing })], promoCode: null }, stores);
    saveCart({ items: [], promoCode: null }, stores);
    expect(stores.local.values.size + stores.session.values.size).toBe(0);
  });

  it('starts empty from nothing, from garbage and from storage the browser refuses', () => {
    expect(loadCart({ local: null, session: null })).toEqual({ items: [], promoCode: null });
    const garbage = storages();
    garbage.local.setItem(cartStorageKey, '{not json');
    expect(loadCart(garbage)).toEqual({ items: [], promoCode: null });
    const refusing = { local: new RefusingStorage(), session: new RefusingStorage() };
    expect(loadCart(refusing)).toEqual({ items: [], promoCode: null });
    expect(() => saveCart({ items: [cartItem()], promoCode: null }, refusing)).not.toThrow();
  });

  it('leaves out items and details it cannot read, and repeats of a key', () => {
    const cart = parseCart(
      {
        items: [
          cartItem({ key: 'ok' }),
          { ...cartItem({ key: 'bad-event' }), eventId: 'x' },
          { ...cartItem({ key: 'bad-fee' }), feeCents: -1 },
          cartItem({ key: 'ok', eventTitle: 'Repeat' }),
          cartItem({ key: 'typed', participantTypeId: 2 }),
        ],
        promoCode: '  ',
      },
      { ok: { ...meiLing, agentStatus: 'Boss' }, typed: { ...meiLing, raceId: 'Chinese' } },
    );
    expect(cart).toEqual({
      items: [cartItem({ key: 'ok' }), cartItem({ key: 'typed', participantTypeId: 2 })],
      promoCode: null,
    });
  });

  it('reads details stored before a lookup field existed as not chosen', () => {
    const { genderId: _gender, ...older } = meiLing;
    const cart = parseCart({ items: [cartItem({ key: 'a' })], promoCode: null }, { a: older });
    expect(cart.items[0].participant).toEqual({ ...meiLing, genderId: null });
  });

  it('holds no more than the server takes', () => {
    const items = Array.from({ length: maxCartItems + 3 }, (_, index) => cartItem({ key: `k${index}` }));
    expect(parseCart({ items, promoCode: null }, null).items).toHaveLength(maxCartItems);
  });
});
