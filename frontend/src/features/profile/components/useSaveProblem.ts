import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { applyFieldErrors, parseApiError } from '@/shared/apiError';
import { splitFieldErrors } from '@/shared/fieldErrors';
import { profileSaveErrorMessage, profileSaveProblem, type ProfileProblem } from '../profileForm';

/**
 * The message above a profile form: after a refused save, the form's title with the server's messages, which
 * also go on the fields the form has (`fields`); what was typed stays in the form.
 */
export function useSaveProblem(
  form: FormInstance,
  fields: readonly string[],
  title: string = profileSaveErrorMessage,
) {
  const [problem, setProblem] = useState<ProfileProblem | null>(null);

  const showSaveError = useCallback(
    (error: unknown) => {
      const parsed = parseApiError(error);
      applyFieldErrors(form, splitFieldErrors(parsed.fieldErrors, { fields }).onFields);
      setProblem(profileSaveProblem(parsed, isAlertedGlobally(parsed.status), title));
    },
    [form, fields, title],
  );

  /** For the form's own checks failing: the fields say what is wrong. */
  const showInvalid = useCallback(() => setProblem({ title, details: [] }), [title]);
  const clear = useCallback(() => setProblem(null), []);

  return { problem, showSaveError, showInvalid, clear };
}
