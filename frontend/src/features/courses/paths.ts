/**
 * Screen paths sit under /admin/catalog/ so none equals an API path (/admin/courses/..., /admin/course/...),
 * which the server would answer with JSON instead of the app.
 */
const list = '/admin/catalog/courses';
const view = (id: number) => `${list}/${id}`;

/** The update time in the query makes the browser fetch a replaced file afresh. */
const file =
  (kind: 'image' | 'brochure') =>
  ({ id, updatedAt }: { id: number; updatedAt: string }) =>
    `/admin/course/${id}/${kind}?v=${encodeURIComponent(updatedAt)}`;

export const coursePaths = {
  list,
  create: `${list}/create`,
  /** The create form, prefilled with a copy of course `id`. */
  duplicate: (id: number) => `${list}/create?from=${id}`,
  view,
  edit: (id: number) => `${view(id)}/edit`,
  image: file('image'),
  brochure: file('brochure'),
};
