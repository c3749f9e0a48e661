import { type Action, type SubjectName } from '@app/core';

/** Record status of every lookup entry (spec 4). */
export enum RecordStatus {
  Active = 'Active',
  Inactive = 'Inactive',
  Archive = 'Archive',
}

interface BaseField {
  /** Property name in the API and the entity; the column is its snake_case form. */
  name: string;
  label: string;
  required?: boolean;
}

export type FieldDefinition = BaseField &
  (
    | { type: 'text'; maxLength: number; pattern?: { regex: RegExp; message: string; example: string } }
    /** HTML from the back office's editor; sanitised before it is stored. */
    | { type: 'richText' }
    | { type: 'integer'; min?: number; max?: number }
    /** Integer cents, never negative. */
    | { type: 'money' }
    | { type: 'percent' }
    | { type: 'boolean' }
    /** YYYY-MM-DD, a business day in Singapore. */
    | { type: 'date' }
    /** HH:mm, 24-hour. */
    | { type: 'time' }
    | { type: 'enum'; options: readonly string[] }
    /** The id of an entry of another list. */
    | { type: 'reference'; list: string }
  );

export type FieldErrors = Record<string, string[]>;

/** One row as the API sees it: the common columns plus the list's own fields. */
export type LookupValues = Record<string, unknown>;

export interface ListDefinition {
  /** Path segment under /admin/configurations/ (the spec's list name). */
  name: string;
  title: string;
  /** Groups lists on the back office's Configuration page. */
  group: string;
  /** Entity and table; lists sharing a table tell their rows apart by `scope`. */
  entity: string;
  table: string;
  /** Fixed column values that carve this list out of a shared table. */
  scope?: Record<string, string>;
  /** Whether entries have a code (course family 10, payment mode CASH ...). */
  hasCode?: boolean;
  nameLabel?: string;
  nameMaxLength?: number;
  fields: FieldDefinition[];
  /** Exactly one active entry is the default (tax, footers, announcement, promo settings). */
  hasDefault?: boolean;
  /** Path prefix of the updatedefault route when the contract names it differently (taxes: "tax"). */
  defaultRoutePrefix?: string;
  /** The contract changes status with PATCH for venues, POST elsewhere. */
  statusMethod?: 'POST' | 'PATCH';
  /** Who may change the list; reading needs `read Configuration`. */
  editPolicy?: { action: Action; subject: SubjectName };
  /** Rules across fields (end after start ...), returning field errors. */
  validate?: (values: LookupValues) => FieldErrors;
}

export const snakeCase = (name: string): string =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[A-Z]/g, (char) => char.toLowerCase());
