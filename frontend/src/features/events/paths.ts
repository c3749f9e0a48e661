/** Screen paths sit under /admin/catalog/ so none equals an API path (/admin/events/..., /admin/event/...). */
const list = '/admin/catalog/events';
const view = (id: number) => `${list}/${id}`;

export const eventPaths = {
  list,
  create: `${list}/create`,
  /** The create form, prefilled with a copy of event `id`. */
  duplicate: (id: number) => `${list}/create?from=${id}`,
  view,
  edit: (id: number) => `${view(id)}/edit`,
};

/** The public site's upcoming courses page. */
export const upcomingCoursesPath = '/courses/upcoming';
