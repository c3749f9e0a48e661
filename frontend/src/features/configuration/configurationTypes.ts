/** The shapes of `/admin/configurations/*`; the server's list registry describes each list. */

export const recordStatuses = ['Active', 'Inactive', 'Archive'] as const;
export type RecordStatus = (typeof recordStatuses)[number];

interface BaseField {
  /** The property name in the API, used as the form field's name too. */
  name: string;
  label: string;
  required?: boolean;
}

export type FieldDescription = BaseField &
  (
    | { type: 'text'; maxLength: number; pattern?: { source: string; message: string } }
    | { type: 'richText' }
    | { type: 'integer'; min?: number; max?: number }
    /** Integer cents in the API; dollars on screen. */
    | { type: 'money' }
    | { type: 'percent' }
    | { type: 'boolean' }
    /** YYYY-MM-DD. */
    | { type: 'date' }
    /** HH:mm, 24-hour. */
    | { type: 'time' }
    | { type: 'enum'; options: string[] }
    /** The id of an active entry of the list named `list`. */
    | { type: 'reference'; list: string }
  );

export type FieldType = FieldDescription['type'];

export interface ListDescription {
  name: string;
  title: string;
  /** Groups lists on the Configuration page. */
  group: string;
  hasCode: boolean;
  nameLabel: string;
  nameMaxLength: number;
  hasDefault: boolean;
  statusMethod: 'POST' | 'PATCH';
  /** Path prefix of the updatedefault route, which differs from the name for taxes ("tax"). */
  defaultRoutePrefix: string;
  editPolicy: { action: string; subject: string };
  fields: FieldDescription[];
}

/** What one field holds in the API and in the form. */
export type FieldValue = string | number | boolean | null;

export interface Entry {
  id: number;
  code?: string | null;
  name: string;
  status: RecordStatus;
  sortOrder: number;
  isDefault?: boolean;
  createdAt: string;
  updatedAt: string;
  /** The list's own fields, by name. */
  [field: string]: FieldValue | undefined;
}

/** The body of `POST /admin/configurations/{name}/update`: no id creates, an id updates. */
export interface EntryInput {
  id?: number;
  code?: string | null;
  name: string;
  sortOrder?: number;
  [field: string]: FieldValue | undefined;
}
