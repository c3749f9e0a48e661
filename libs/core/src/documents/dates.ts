const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Singapore is UTC+8 all year (no daylight saving). */
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Reads a document date (YYYY-MM-DD); anything else, or a day that does not exist, is an error. */
const parseDocumentDate = (date: string): CalendarDate => {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    !match ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    throw new RangeError(`Document date must be a real date as YYYY-MM-DD, got "${date}"`);
  }
  return { year, month, day };
};

/** "2024-03-05" → "5 Mar 2024": the month in words, so no reader mistakes day for month. */
export const formatDocumentDate = (date: string): string => {
  const { year, month, day } = parseDocumentDate(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

/** Midnight in Singapore at the start of the document date: a reproducible PDF creation date. */
export const documentDateInstant = (date: string): Date => {
  const { year, month, day } = parseDocumentDate(date);
  return new Date(Date.UTC(year, month - 1, day) - SINGAPORE_OFFSET_MS);
};
