export type PaginationItem = { type: 'page'; page: number } | { type: 'break' };

export interface PaginationOptions {
  page: number;
  pageCount: number;
  /** Pages shown around the current one (spec 9 default: 3). */
  pageRange?: number;
  /** Pages always shown at each end (spec 9 default: 1). */
  marginPages?: number;
}

function wholeNumber(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.floor(value) : fallback;
}

/** Spec 5: pagination never goes below the first page or beyond the last. */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, wholeNumber(pageCount, 1));
  return Math.min(Math.max(wholeNumber(page, 1), 1), last);
}

/**
 * The pages a pagination widget shows, in the manner of react-paginate: the margin pages at both ends, a window
 * of `pageRange` pages around the current page (shifted inwards near the ends), and a break for every skipped run.
 * A break that would hide a single page shows that page instead, since both take the same room.
 */
export function paginationItems({
  page,
  pageCount,
  pageRange = 3,
  marginPages = 1,
}: PaginationOptions): PaginationItem[] {
  const count = Math.max(0, wholeNumber(pageCount, 0));
  if (count === 0) return [];
  const current = clampPage(page, count);
  const range = Math.min(Math.max(1, wholeNumber(pageRange, 3)), count);
  const margin = Math.max(0, wholeNumber(marginPages, 1));

  const windowStart = Math.min(Math.max(1, current - Math.floor((range - 1) / 2)), count - range + 1);
  const shown = new Set<number>();
  for (let p = windowStart; p < windowStart + range; p++) shown.add(p);
  for (let p = 1; p <= Math.min(margin, count); p++) {
    shown.add(p);
    shown.add(count + 1 - p);
  }

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ type: 'break' });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}
