import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { applyFieldErrors, parseApiError } from './apiError';
import { splitFieldErrors, type FormFieldNames } from './fieldErrors';
import { requiredFieldsMessage, saveProblem, saveErrorMessage, type FormProblem } from './formMessages';

/**
 * The form-level problem of a catalog form (courses, events and what hangs off them), in the spec's
 * "Error saving ...: please review the form" manner: a refused save puts the server's field errors on the
 * fields (what was typed stays) and the rest above the form. `fieldNames` are the form's fields that take
 * server errors; `saveError` is the form's own wording of the message.
 */
export function useSaveProblem(
  form: FormInstance,
  fieldNames: FormFieldNames,
  saveError: string = saveErrorMessage,
) {
  const [formError, setFormError] = useState<FormProblem | null>(null);

  const onSaveFailed = useCallback(
    (error: unknown) => {
      const { status, message, fieldErrors } = parseApiError(error);
      const { onFields, elsewhere } = splitFieldErrors(fieldErrors, fieldNames);
      applyFieldErrors(form, onFields);
      // 403 and 419 were already told by the base query.
      setFormError(
        saveProblem({ status, message }, onFields, elsewhere, isAlertedGlobally(status), saveError),
      );
    },
    [form, fieldNames, saveError],
  );

  /** After the client's own checks failed: "Required fields are not filled" only when that is why. */
  const onValidationFailed = useCallback(
    (missingRequired: boolean) => setFormError(missingRequired ? { title: requiredFieldsMessage } : null),
    [],
  );

  const clearFormError = useCallback(() => setFormError(null), []);

  return { formError, clearFormError, onSaveFailed, onValidationFailed };
}
