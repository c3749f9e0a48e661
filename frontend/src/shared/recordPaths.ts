/** The screens of one kind of record: its list, the create form, and each record's view and edit pages. */
export interface RecordPaths {
  list: string;
  create: string;
  view: (id: number) => string;
  edit: (id: number) => string;
  /** The create form, prefilled with a copy of record `id`; left out for kinds that are never duplicated. */
  duplicate?: (id: number) => string;
}

/**
 * The paths under a list's path (`/admin/people/users`). Screen paths must never equal an API path
 * (/admin/users/...), which the server would answer with JSON instead of the app.
 */
export function recordPaths(list: string): RecordPaths {
  const view = (id: number) => `${list}/${id}`;
  return { list, create: `${list}/create`, view, edit: (id) => `${view(id)}/edit` };
}
