import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { browserCartStorages, loadCart } from './cartStorage';
import { maxCartItems, type CartItem, type CartState, type ParticipantDetails } from './cartTypes';
import { randomToken } from './randomToken';

export type NewCartItem = Omit<CartItem, 'key' | 'participant'>;

/** The registration cart (spec 2.1's steps 1 to 3); useCartSync keeps the browser's storage in step. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => loadCart(browserCartStorages()),
  reducers: {
    cartItemAdded: {
      reducer(state, action: PayloadAction<CartItem>) {
        if (state.items.length < maxCartItems) state.items.push(action.payload);
      },
      prepare: (item: NewCartItem) => ({ payload: { ...item, key: randomToken(8), participant: null } }),
    },
    cartItemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.key !== action.payload);
    },
    /** Step 2's details, by item key. */
    cartParticipantsSaved(state, action: PayloadAction<Record<string, ParticipantDetails>>) {
      for (const item of state.items) {
        const details = action.payload[item.key];
        if (details) item.participant = details;
      }
    },
    cartPromoCodeSet(state, action: PayloadAction<string | null>) {
      const code = action.payload?.trim();
      state.promoCode = code ? code.toUpperCase() : null;
    },
    /** Events that can no longer be registered for (started, closed) leave the cart. */
    cartEventsDropped(state, action: PayloadAction<number[]>) {
      state.items = state.items.filter((item) => !action.payload.includes(item.eventId));
    },
    cartCleared() {
      return { items: [], promoCode: null };
    },
    /**
     * The cart as another tab saved it. Details stay per tab (sessionStorage), so this tab's details of
     * the items both have are kept.
     */
    cartSynced(state, action: PayloadAction<CartState>) {
      const own = new Map(state.items.map((item) => [item.key, item.participant]));
      return {
        promoCode: action.payload.promoCode,
        items: action.payload.items.map((item) => ({
          ...item,
          participant: item.participant ?? own.get(item.key) ?? null,
        })),
      };
    },
  },
  selectors: {
    selectCart: (state) => state,
    selectCartItems: (state) => state.items,
    selectCartPromoCode: (state) => state.promoCode,
  },
});

export const {
  cartItemAdded,
  cartItemRemoved,
  cartParticipantsSaved,
  cartPromoCodeSet,
  cartEventsDropped,
  cartCleared,
  cartSynced,
} = cartSlice.actions;

export const { selectCart, selectCartItems, selectCartPromoCode } = cartSlice.selectors;
