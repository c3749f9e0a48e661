import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import type { FormFieldNames } from './fieldErrors';
import { requiredFieldsMessage, saveErrorMessage, saveProblem, type FormProblem } from './formMessages';
import { useFormProblem, type FormProblemWording } from './useFormProblem';

/**
 * The form-level problem of a catalog form (courses, events and what hangs off them), in the spec's
 * "Error saving ...: please review the form" manner; `saveError` is the form's own wording of the message.
 */
export function useSaveProblem(
  form: FormInstance,
  fieldNames: FormFieldNames,
  saveError: string = saveErrorMessage,
) {
  const wording = useMemo<FormProblemWording<FormProblem>>(
    () => ({
      refused: (refusal) =>
        saveProblem(refusal, refusal.onFields, refusal.elsewhere, refusal.alertedGlobally, saveError),
      invalid: (missingRequired) => (missingRequired ? { title: requiredFieldsMessage } : null),
    }),
    [saveError],
  );
  return useFormProblem(form, fieldNames, wording);
}
