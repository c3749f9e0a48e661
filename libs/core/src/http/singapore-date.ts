const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Singapore',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day (YYYY-MM-DD) in Singapore at an instant: what "today" means to the provider. */
export const singaporeDate = (at: Date = new Date()): string => FORMAT.format(at);
