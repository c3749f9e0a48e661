import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import { useFormProblem, type FormProblemWording } from '@/shared/useFormProblem';
import { profileSaveErrorMessage, profileSaveProblem, type ProfileProblem } from '../profileForm';

/**
 * The message above a profile form: after a refused save, the form's title with the server's messages, which
 * also go on the fields the form has (`fields`); what was typed stays in the form.
 */
export function useProfileProblem(
  form: FormInstance,
  fields: readonly string[],
  title: string = profileSaveErrorMessage,
) {
  const fieldNames = useMemo(() => ({ fields }), [fields]);
  const wording = useMemo<FormProblemWording<ProfileProblem>>(
    () => ({
      refused: (refusal) => profileSaveProblem(refusal, refusal.alertedGlobally, title),
      // The fields say what is wrong; the title says that something is.
      invalid: () => ({ title, details: [] }),
    }),
    [title],
  );
  const problem = useFormProblem(form, fieldNames, wording);
  return { ...problem, showInvalid: () => problem.onValidationFailed(false) };
}
