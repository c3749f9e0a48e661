import { hasBlankRequired, optionalText } from '@/shared/formValues';
import type { ECourse, ECourseInput } from './ecourseTypes';

/** One module row; `id` is the saved module's (null for one added in this edit), kept so its progress stays. */
export interface ModuleFormValues {
  id: number | null;
  title: string;
  durationMinutes: number | null;
}

/** What the form holds, by API name. */
export interface ECourseFormValues {
  courseId: number | null;
  eventId: number | null;
  title: string;
  contentId: string;
  description: string;
  accessDays: number | null;
  /** In the order participants take them. */
  modules: ModuleFormValues[];
}

/** The plain fields that take the server's field errors. */
export const ecourseFieldNames = [
  'courseId',
  'eventId',
  'title',
  'contentId',
  'description',
  'accessDays',
] as const;

/** Form.List fields: errors on one of their rows' cells (`modules.0.durationMinutes`) show on that cell. */
export const ecourseListNames = ['modules'] as const;

/** Labels for the form and the view page. */
export const ecourseFieldLabels = {
  courseId: 'Course',
  eventId: 'Event',
  title: 'Title',
  contentId: 'Content id',
  description: 'Description',
  accessDays: 'Access days',
  modules: 'Modules',
  totalMinutes: 'Total duration',
  status: 'Status',
} as const;

/** The server's rule for content ids, in its words. */
export const contentIdPattern = /^[A-Za-z0-9._:-]{1,100}$/;
export const contentIdMessage = 'Content id may hold letters, digits, dots, colons, dashes and underscores';

export const noModulesMessage = 'Add at least one module';

/** What the form says above itself when the server refuses a save without naming a field it shows. */
export const ecourseSaveErrorMessage = 'Error saving e-course: please review the form';

export const emptyModule: ModuleFormValues = { id: null, title: '', durationMinutes: null };

/** The form's starting values: the e-course to edit, or one empty module row for a new one. */
export function initialECourseValues(record: ECourse | null): ECourseFormValues {
  return {
    courseId: record?.courseId ?? null,
    eventId: record?.eventId ?? null,
    title: record?.title ?? '',
    contentId: record?.contentId ?? '',
    description: record?.description ?? '',
    accessDays: record?.accessDays ?? null,
    modules: record
      ? record.modules.map(({ id, title, durationMinutes }) => ({ id, title, durationMinutes }))
      : [{ ...emptyModule }],
  };
}

/**
 * The JSON to send: text trimmed, empty inputs null, and the modules in the form's order, each saved one
 * with its id (a module sent without one is new; a saved one left out is removed).
 */
export function toECourseInput(values: ECourseFormValues, id?: number): ECourseInput {
  return {
    ...(id === undefined ? {} : { id }),
    // The form requires it; 0 would only reach the server if that check were skipped, which then refuses it.
    courseId: values.courseId ?? 0,
    eventId: values.eventId ?? null,
    title: values.title.trim(),
    contentId: values.contentId.trim(),
    description: optionalText(values.description),
    accessDays: typeof values.accessDays === 'number' ? values.accessDays : null,
    modules: (values.modules ?? []).map((module) => ({
      ...(typeof module.id === 'number' ? { id: module.id } : {}),
      title: module.title.trim(),
      durationMinutes: module.durationMinutes ?? 0,
    })),
  };
}

/** Whether a required input is empty: course, title, content id, or any module's title or duration. */
export function requiredMissing(values: Partial<ECourseFormValues>): boolean {
  const modules = values.modules ?? [];
  return (
    hasBlankRequired(values, ['courseId', 'title', 'contentId']) ||
    modules.length === 0 ||
    modules.some((module) => !module || hasBlankRequired(module, ['title', 'durationMinutes']))
  );
}

/** The minutes of the modules filled in so far. */
export function totalMinutes(modules: readonly Partial<ModuleFormValues>[] | undefined): number {
  return (modules ?? []).reduce(
    (sum, module) => sum + (typeof module?.durationMinutes === 'number' ? module.durationMinutes : 0),
    0,
  );
}

/** 45 → "45 min", 120 → "2 h", 75 → "1 h 15 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
