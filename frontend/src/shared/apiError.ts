import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FormInstance } from 'antd';
import { toFieldPath } from './fieldErrors';

/** The one error body every API route answers with. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

export interface ParsedApiError {
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  message: string;
  fieldErrors: Record<string, string[]>;
}

const fallbackMessage = 'Something went wrong. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return isRecord(error) && 'status' in error;
}

function messageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { message } = body;
  if (typeof message === 'string' && message) return message;
  // Nest's stock validation errors carry a list of messages; show them rather than nothing.
  if (Array.isArray(message) && message.every((m) => typeof m === 'string')) return message.join(' ');
  return null;
}

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages)) fieldErrors[field] = messages.filter((m) => typeof m === 'string');
  }
  return fieldErrors;
}

/** Turns an RTK Query error (a hook's `error`, or what `unwrap()` rejects with) into something a screen can show. */
export function parseApiError(error: unknown): ParsedApiError {
  if (!isFetchBaseQueryError(error)) {
    const message = isRecord(error) && typeof error.message === 'string' ? error.message : fallbackMessage;
    return { status: null, message, fieldErrors: {} };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return {
        status: null,
        message: 'The server could not be reached. Check your connection and try again.',
        fieldErrors: {},
      };
    case 'TIMEOUT_ERROR':
      return {
        status: null,
        message: 'The server took too long to answer. Please try again.',
        fieldErrors: {},
      };
    case 'PARSING_ERROR':
      return {
        status: error.originalStatus,
        message: `The server sent an unexpected answer (status ${error.originalStatus}).`,
        fieldErrors: {},
      };
    case 'CUSTOM_ERROR':
      return { status: null, message: error.error || fallbackMessage, fieldErrors: {} };
    default:
      return {
        status: error.status,
        message: messageOf(error.data) ?? fallbackMessage,
        fieldErrors: fieldErrorsOf(error.data),
      };
  }
}

/**
 * What to tell the user of a failed request that has no form to show field errors on (a delete, a toggle):
 * the field messages when there are any, since a 400's own message ("Validation failed") says nothing.
 */
export function apiErrorText({ message, fieldErrors }: ParsedApiError): string {
  const details = Object.values(fieldErrors).flat();
  return details.length > 0 ? details.join(' ') : message;
}

/** Shows the server's field errors next to the fields; what the user typed stays in the form. */
export function applyFieldErrors(form: FormInstance, fieldErrors: Record<string, string[]>): void {
  form.setFields(
    Object.entries(fieldErrors).map(([field, errors]) => ({
      name: toFieldPath(field),
      errors,
    })),
  );
}
