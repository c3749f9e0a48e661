import { agentStatuses, profileLookupFields, type AgentStatus } from '@/features/profile/profileTypes';
import { profileFieldNames } from '@/features/profile/profileForm';
import { maxCartItems, type CartItem, type CartState, type ParticipantDetails } from './cartTypes';

/**
 * The cart outlives a reload: the chosen events and the promo code in localStorage; the participants'
 * personal details (NRIC/FIN, date of birth ...) only in sessionStorage, so they are gone when the tab
 * is closed and never linger on a shared computer. Kept free of the DOM's globals so it can be unit-tested.
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CartStorages {
  /** Kept across visits: the events. */
  local: KeyValueStorage | null;
  /** Kept for the tab: the participants' details. */
  session: KeyValueStorage | null;
}

export const cartStorageKey = 'registration-cart.v1';
export const participantsStorageKey = 'registration-cart-participants.v1';

export const emptyCart: CartState = { items: [], promoCode: null };

type StoredItem = Omit<CartItem, 'participant'>;

interface StoredCart {
  items: StoredItem[];
  promoCode: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const isOptionalString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const isAgentStatus = (value: unknown): value is AgentStatus =>
  typeof value === 'string' && (agentStatuses as readonly string[]).includes(value);

function parseItem(value: unknown): StoredItem | null {
  if (!isRecord(value)) return null;
  const { key, eventId, eventTitle, startsAt, endsAt, participantTypeId, feeCents } = value;
  if (typeof key !== 'string' || key === '' || !isId(eventId) || typeof eventTitle !== 'string') return null;
  if (!isOptionalString(startsAt) || !isOptionalString(endsAt)) return null;
  if (participantTypeId !== null && !isId(participantTypeId)) return null;
  if (typeof feeCents !== 'number' || !Number.isInteger(feeCents) || feeCents < 0) return null;
  return { key, eventId, eventTitle, startsAt, endsAt, participantTypeId, feeCents };
}

/** A participant's stored details, or null when anything is missing or of the wrong kind. */
export function parseParticipant(value: unknown): ParticipantDetails | null {
  if (!isRecord(value)) return null;
  const details: Record<string, unknown> = {};
  for (const field of profileFieldNames) {
    const fieldValue = value[field];
    if (field === 'agentStatus') {
      if (fieldValue !== null && !isAgentStatus(fieldValue)) return null;
    } else if (typeof fieldValue !== 'string') return null;
    details[field] = fieldValue;
  }
  for (const field of profileLookupFields) {
    const fieldValue = value[field] ?? null;
    if (fieldValue !== null && !isId(fieldValue)) return null;
    details[field] = fieldValue;
  }
  return details as ParticipantDetails;
}

function readJson(storage: KeyValueStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    // Unreadable or not JSON: start again rather than fail the page.
    return null;
  }
}

/** The cart from what was stored; whatever cannot be read is left out. */
export function parseCart(stored: unknown, participants: unknown): CartState {
  if (!isRecord(stored) || !Array.isArray(stored.items)) return emptyCart;
  const details = isRecord(participants) ? participants : {};
  const seen = new Set<string>();
  const items: CartItem[] = [];
  for (const value of stored.items) {
    const item = parseItem(value);
    if (!item || seen.has(item.key) || items.length >= maxCartItems) continue;
    seen.add(item.key);
    items.push({ ...item, participant: parseParticipant(details[item.key]) });
  }
  const promoCode =
    typeof stored.promoCode === 'string' && stored.promoCode.trim() !== '' ? stored.promoCode : null;
  return { items, promoCode };
}

export function loadCart({ local, session }: CartStorages): CartState {
  return parseCart(readJson(local, cartStorageKey), readJson(session, participantsStorageKey));
}

function write(storage: KeyValueStorage | null, key: string, value: unknown, empty: boolean): void {
  try {
    if (empty) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private browsing): the cart still works until the page is reloaded.
  }
}

export function saveCart(cart: CartState, { local, session }: CartStorages): void {
  const stored: StoredCart = {
    items: cart.items.map(({ participant: _participant, ...item }) => item),
    promoCode: cart.promoCode,
  };
  const participants: Record<string, ParticipantDetails> = {};
  for (const item of cart.items) if (item.participant) participants[item.key] = item.participant;
  write(local, cartStorageKey, stored, cart.items.length === 0 && !cart.promoCode);
  write(session, participantsStorageKey, participants, Object.keys(participants).length === 0);
}

/** The browser's storages; either may be refused (some privacy settings throw on access). */
export function browserCartStorages(): CartStorages {
  const open = (name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null => {
    try {
      return typeof window === 'undefined' ? null : window[name];
    } catch {
      return null;
    }
  };
  return { local: open('localStorage'), session: open('sessionStorage') };
}
