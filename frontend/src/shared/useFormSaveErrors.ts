import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { applyFieldErrors, parseApiError } from './apiError';
import { splitFieldErrors, type FormFieldNames } from './fieldErrors';
import { recordSaveProblem, requiredFieldsMessage } from './formMessages';

/**
 * The form-level message of a record form and how it changes: a refused save puts the server's field errors
 * on the fields (what was typed stays) and the rest above the form; failed client checks say "Required fields
 * are not filled" when that is why. `fieldNames` are the form's fields that take server errors.
 */
export function useFormSaveErrors(form: FormInstance, fieldNames: FormFieldNames) {
  const [formError, setFormError] = useState<string | null>(null);

  const onSaveFailed = useCallback(
    (error: unknown) => {
      const { status, message, fieldErrors } = parseApiError(error);
      const { onFields, elsewhere } = splitFieldErrors(fieldErrors, fieldNames);
      applyFieldErrors(form, onFields);
      // 403 and 419 were already told by the base query.
      setFormError(recordSaveProblem({ status, message }, onFields, elsewhere, isAlertedGlobally(status)));
    },
    [form, fieldNames],
  );

  const onValidationFailed = useCallback(
    (missingRequired: boolean) => setFormError(missingRequired ? requiredFieldsMessage : null),
    [],
  );

  const clearFormError = useCallback(() => setFormError(null), []);

  return { formError, clearFormError, onSaveFailed, onValidationFailed };
}
