/** The spec's form-level messages, shared by every form that saves courses, events and sessions. */

/** When the server refuses a save without naming a field the form shows. */
export const saveErrorMessage = 'Error saving course, event and sessions: please review the form';

/** The same, for forms that save a person's profile (participants). */
export const profileSaveErrorMessage = 'Error saving profile: please review the form';

/** When the client finds required fields empty. */
export const requiredFieldsMessage = 'Required fields are not filled';

export interface FormProblem {
  title: string;
  details?: string;
}

/**
 * What to show above a form after a refused save, once the field errors that have a field were put on it
 * (`onFields`); `alertedGlobally` says the base query already told the user (403, 419). Null: nothing more.
 * `saveError` is the form's own wording of the spec's "Error saving ...: please review the form".
 */
export function saveProblem(
  { status, message }: { status: number | null; message: string },
  onFields: Readonly<Record<string, string[]>>,
  elsewhere: readonly string[],
  alertedGlobally: boolean,
  saveError: string = saveErrorMessage,
): FormProblem | null {
  if (status === 400 && (elsewhere.length > 0 || Object.keys(onFields).length === 0)) {
    return { title: saveError, details: elsewhere.join(' ') || message };
  }
  if (elsewhere.length > 0) return { title: elsewhere.join(' ') };
  // A 409, 404 ... says what is wrong in its message.
  if (status !== 400 && !alertedGlobally) return { title: message };
  return null;
}

/**
 * What the record forms (facilitators, trainers, users, corporates) show above the form after a refused save,
 * once the field errors that have a field were put on it; null: nothing more. A 400 naming no field of the
 * form means required input is missing; a 409, 404 ... says what is wrong in its message.
 */
export function recordSaveProblem(
  { status, message }: { status: number | null; message: string },
  onFields: Readonly<Record<string, string[]>>,
  elsewhere: readonly string[],
  alertedGlobally: boolean,
): string | null {
  if (elsewhere.length > 0) return elsewhere.join(' ');
  if (status === 400) return Object.keys(onFields).length === 0 ? requiredFieldsMessage : null;
  return alertedGlobally ? null : message;
}
