/** How the public pages word an event's seats and rates. Kept free of antd so it can be unit-tested. */

export type SeatsLevel = 'full' | 'few' | 'plenty';

/** Few seats: a handful, or a tenth of the class. */
export function seatsLevel(seatsLeft: number, capacity: number): SeatsLevel {
  if (seatsLeft <= 0) return 'full';
  return seatsLeft <= Math.max(5, Math.ceil(capacity / 10)) ? 'few' : 'plenty';
}

export function seatsText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Full';
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
}

/** The registration-count popup: "12 registered, 18 seats left". */
export function registrationCountText({
  registered,
  seatsLeft,
}: {
  registered: number;
  seatsLeft: number;
}): string {
  return `${registered} registered, ${seatsText(seatsLeft).replace('Full', 'no seats left')}`;
}

/** "9%" from basis points (900), "8.5%" from 850. */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** A RES event's kind and paper ("Revision · Paper 1"), or null for an event for no one paper. */
export function resPaperLabel(event: {
  resKind?: string | null;
  resPaperName?: string | null;
}): string | null {
  if (!event.resPaperName) return null;
  return event.resKind ? `${event.resKind} · ${event.resPaperName}` : event.resPaperName;
}

/** The event's title as the cart and the steps name it: with its RES paper, which the title may not say. */
export function cartEventTitle(event: {
  title: string;
  resKind?: string | null;
  resPaperName?: string | null;
}): string {
  const paper = resPaperLabel(event);
  return paper ? `${event.title} (${paper})` : event.title;
}

/** The RES papers among some events, each once, in the order first met: what a paper filter offers. */
export function resPapersAmong(
  events: readonly { resPaperId?: number | null; resPaperName?: string | null }[],
): { id: number; name: string }[] {
  const papers = new Map<number, string>();
  for (const event of events) {
    if (event.resPaperId && event.resPaperName && !papers.has(event.resPaperId))
      papers.set(event.resPaperId, event.resPaperName);
  }
  return [...papers].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
