import { applyDecorators } from '@nestjs/common';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { IfGiven } from './text';

/** A calendar day as the API writes it: YYYY-MM-DD (a Singapore business day, no time zone). */
export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A moment as the API accepts it: a calendar day, a time of day and optionally its offset. */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * A day that exists: the pattern alone lets 2026-02-30 and year 0 through, which PostgreSQL then
 * refuses in the middle of a request.
 */
export const isCalendarDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const lastDay = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return year >= 1 && day <= lastDay;
};

/** An ISO 8601 date and time whose day exists (`2026-03-01T09:00:00+08:00`). */
export const isDateTime = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE_TIME.exec(value);
  return match !== null && isCalendarDate(match[1]) && Number.isFinite(Date.parse(value));
};

/** The one rule for every calendar-day field: YYYY-MM-DD, and the day must exist. */
export const IsCalendarDate = (label: string, options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isCalendarDate',
      validator: { validate: isCalendarDate, defaultMessage: () => `${label} must be a date (YYYY-MM-DD)` },
    },
    options,
  );

/** An optional calendar day: null, undefined and '' mean none. */
export const OptionalDate = (label: string): PropertyDecorator =>
  applyDecorators(IfGiven(), IsCalendarDate(label));

/** A date and time field (events' sessions, attendance times), held to the same calendar. */
export const IsDateTime = (label: string, options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isDateTime',
      validator: { validate: isDateTime, defaultMessage: () => `${label} must be a date and time` },
    },
    options,
  );
