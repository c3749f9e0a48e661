/**
 * The server names a cart's problems by path: `items.0.eventId`, `items.1.participant.mobileNo`,
 * `promoCode`. Step 2 shows them on the item's form, step 3 above the review. Kept free of antd so the
 * mapping can be unit-tested.
 */

export interface CartItemErrors {
  /** On the participant form's fields, by field name. */
  fields: Record<string, string[]>;
  /** About the item itself (the event is closed, the participant is in the cart twice ...). */
  messages: string[];
}

export interface CartErrors {
  /** By the item's position in the cart. */
  items: Record<number, CartItemErrors>;
  promoCode: string[];
  /** Not about one item: an empty cart, or a participant rule the server did not tie to an item. */
  general: string[];
}

const itemPath = /^items\.(\d+)(?:\.(.+))?$/;

export function splitCartErrors(
  fieldErrors: Readonly<Record<string, string[]>>,
  participantFields: readonly string[],
): CartErrors {
  const errors: CartErrors = { items: {}, promoCode: [], general: [] };
  for (const [path, messages] of Object.entries(fieldErrors)) {
    if (path === 'promoCode') {
      errors.promoCode.push(...messages);
      continue;
    }
    const match = itemPath.exec(path);
    if (!match) {
      errors.general.push(...messages);
      continue;
    }
    const index = Number(match[1]);
    const item = (errors.items[index] ??= { fields: {}, messages: [] });
    const [, , rest = ''] = match;
    const field = rest.startsWith('participant.') ? rest.slice('participant.'.length).split('.')[0] : null;
    if (field && participantFields.includes(field)) {
      item.fields[field] = [...(item.fields[field] ?? []), ...messages];
    } else {
      item.messages.push(...messages);
    }
  }
  return errors;
}

/** Every message, for a summary above the page. */
export function allCartErrorMessages(errors: CartErrors): string[] {
  return [
    ...errors.general,
    ...Object.values(errors.items).flatMap((item) => [
      ...item.messages,
      ...Object.values(item.fields).flat(),
    ]),
    ...errors.promoCode,
  ];
}
