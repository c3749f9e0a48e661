import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { applyFieldErrors, parseApiError, type ParsedApiError } from './apiError';
import { splitFieldErrors, type FormFieldNames } from './fieldErrors';

/** A refused save: what the server said, and how the form's fields took it. */
export interface SaveRefusal extends ParsedApiError {
  /** The field errors the form has a field for; they are already shown by those fields. */
  onFields: Record<string, string[]>;
  /** The messages of the field errors the form has no field for. */
  elsewhere: string[];
  /** The base query already told the user (403, 419). */
  alertedGlobally: boolean;
}

/** A form's own wording of its problems; a module-level constant (or memoised), as the callbacks depend on it. */
export interface FormProblemWording<P> {
  /** What to show above the form after a refused save; null: nothing more than the fields show. */
  refused: (refusal: SaveRefusal) => P | null;
  /** What to show after the form's own checks failed, knowing whether a required field is empty. */
  invalid: (missingRequired: boolean) => P | null;
}

/**
 * The problem shown above a form and how it changes: a refused save puts the server's field errors on the
 * fields (what was typed stays) and the rest above the form. `fieldNames` are the form's fields that take
 * server errors.
 */
export function useFormProblem<P>(
  form: FormInstance,
  fieldNames: FormFieldNames,
  wording: FormProblemWording<P>,
) {
  const [formError, setFormError] = useState<P | null>(null);

  /** Shows a refused save; what it found is returned for forms that do more with it. */
  const onSaveFailed = useCallback(
    (error: unknown): SaveRefusal => {
      const parsed = parseApiError(error);
      const { onFields, elsewhere } = splitFieldErrors(parsed.fieldErrors, fieldNames);
      applyFieldErrors(form, onFields);
      const refusal = { ...parsed, onFields, elsewhere, alertedGlobally: isAlertedGlobally(parsed.status) };
      setFormError(wording.refused(refusal));
      return refusal;
    },
    [form, fieldNames, wording],
  );

  const onValidationFailed = useCallback(
    (missingRequired: boolean) => setFormError(wording.invalid(missingRequired)),
    [wording],
  );

  const clearFormError = useCallback(() => setFormError(null), []);

  /** Runs a save after clearing the last problem; a refusal is shown as `onSaveFailed` shows it. */
  const trySave = useCallback(
    async (save: () => Promise<unknown>) => {
      setFormError(null);
      try {
        await save();
      } catch (error) {
        onSaveFailed(error);
      }
    },
    [onSaveFailed],
  );

  return { formError, clearFormError, onSaveFailed, onValidationFailed, trySave };
}
