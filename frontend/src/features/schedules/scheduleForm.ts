import type { Schedule, ScheduleInput, ScheduleStatus } from './scheduleTypes';

/** What the drawer's form holds besides the file; dates are `YYYY-MM-DD` from date inputs, '' when empty. */
export interface ScheduleFormValues {
  title: string;
  remarks: string;
  validFrom: string;
  validTo: string;
  status: ScheduleStatus;
}

/** The form's fields, which take the server's field errors; the file's go on its upload. */
export const scheduleFieldNames = ['title', 'remarks', 'validFrom', 'validTo', 'status', 'file'] as const;

export function initialScheduleValues(schedule: Schedule | null): ScheduleFormValues {
  return {
    title: schedule?.title ?? '',
    remarks: schedule?.remarks ?? '',
    validFrom: schedule?.validFrom ?? '',
    validTo: schedule?.validTo ?? '',
    status: schedule?.status ?? 'Active',
  };
}

export function toScheduleInput(values: ScheduleFormValues, id?: number): ScheduleInput {
  const remarks = values.remarks?.trim() ?? '';
  return {
    ...(id === undefined ? {} : { id }),
    title: values.title.trim(),
    // Null, not '', so an update clears them.
    remarks: remarks === '' ? null : remarks,
    validFrom: values.validFrom,
    validTo: values.validTo ? values.validTo : null,
    status: values.status,
  };
}

export const scheduleMaxBytes = 10 * 1024 * 1024;
const scheduleTypes: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);
const scheduleExtensions = /\.(pdf|xlsx)$/i;

/** Why the server would refuse this file, or null. Either the type or the extension may be missing. */
export function scheduleFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!scheduleTypes.has(file.type) && !scheduleExtensions.test(file.name)) {
    return 'File must be a PDF or an Excel (.xlsx) file';
  }
  if (file.size > scheduleMaxBytes) return 'File must be at most 10 MB';
  return null;
}

/** "1.5 MB": enough to tell files apart in the list. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
