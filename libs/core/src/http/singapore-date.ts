import { currentTime } from '../clock/clock';

const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Singapore',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day (YYYY-MM-DD) in Singapore at an instant: what "today" means to the provider. */
export const singaporeDate = (at: Date = currentTime()): string => FORMAT.format(at);

const DATE_TIME = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const TIME = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as people in Singapore read it in e-mails and messages: "21 Nov 2026, 9:05 am". */
export const singaporeDateTime = (at: Date): string => DATE_TIME.format(at);

/** The time of day alone, in Singapore: "9:05 am". */
export const singaporeTime = (at: Date): string => TIME.format(at);
