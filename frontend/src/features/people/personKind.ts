import type { SkipToken } from '@reduxjs/toolkit/query';
import type { ComponentType } from 'react';
import type { UseChangeLog } from '@/shared/changeLog/ChangeLogDrawer';
import type { FormFieldNames } from '@/shared/fieldErrors';
import type { PagedResult } from '@/shared/PagedTable';
import type { RecordScreens } from '@/shared/recordScreens';
import type { PersonListQuery } from './personApi';
import type { PersonFormValues } from './personForm';
import type { PersonPaths } from './paths';
import type { Person, PersonInput, PersonLogin } from './personTypes';

/** What the screens use of an RTK Query hook; a feature's generated hooks fit as they are. */
interface QueryState<D> {
  data?: D;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}
type UseMutation<A, R> = () => readonly [(arg: A) => { unwrap: () => Promise<R> }, { isLoading: boolean }];

export interface PersonApiHooks<T extends Person> {
  useList: (query: PersonListQuery) => PagedResult<T>;
  useOne: (id: number | SkipToken) => QueryState<T>;
  useLogs: UseChangeLog;
  useCreate: UseMutation<FormData, T>;
  useUpdate: UseMutation<{ id: number; body: FormData }, T>;
  useAutopopulate: UseMutation<{ email: string }, PersonLogin>;
  useArchive: UseMutation<number, T>;
  useUnarchive: UseMutation<number, T>;
  useDelete: UseMutation<number, unknown>;
}

/** A kind's additions to the shared person form; `V` is its form values. */
export interface PersonFormExtension<T extends Person, V extends PersonFormValues> {
  initialValues: (record: T | null) => V;
  toInput: (values: V, id?: number) => PersonInput;
  /** The kind's own fields that take server errors, besides the shared ones. */
  errorFields: FormFieldNames;
  /** The kind's own inputs, shown above Remarks. */
  Fields?: ComponentType;
}

/** Everything that differs between facilitators and trainers, so the screens in features/people serve both. */
export interface PersonKind<
  T extends Person,
  V extends PersonFormValues = PersonFormValues,
> extends RecordScreens {
  subject: 'Facilitator' | 'Trainer';
  paths: PersonPaths;
  fieldLabels: Readonly<Record<string, string>>;
  api: PersonApiHooks<T>;
  form: PersonFormExtension<T, V>;
  /** More of the record, shown on its view page below the shared details. */
  ViewPane?: ComponentType<{ person: T }>;
}
