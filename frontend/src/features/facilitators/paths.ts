// Screen paths sit under /admin/people/ so none equals an API path (/admin/facilitators/...), which the
// server would answer with JSON instead of the app.
export const facilitatorsPath = '/admin/people/facilitators';
export const facilitatorCreatePath = `${facilitatorsPath}/create`;

export function facilitatorViewPath(id: number): string {
  return `${facilitatorsPath}/${id}`;
}

export function facilitatorEditPath(id: number): string {
  return `${facilitatorViewPath(id)}/edit`;
}

/** The photo route; the update time in the query makes the browser fetch a replaced photo afresh. */
export function facilitatorPhotoUrl({ id, updatedAt }: { id: number; updatedAt: string }): string {
  return `/admin/facilitator/${id}/photo?v=${encodeURIComponent(updatedAt)}`;
}
