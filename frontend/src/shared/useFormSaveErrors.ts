import type { FormInstance } from 'antd';
import type { FormFieldNames } from './fieldErrors';
import { recordSaveProblem, requiredFieldsMessage } from './formMessages';
import { useFormProblem, type FormProblemWording } from './useFormProblem';

const recordWording: FormProblemWording<string> = {
  refused: (refusal) =>
    recordSaveProblem(refusal, refusal.onFields, refusal.elsewhere, refusal.alertedGlobally),
  invalid: (missingRequired) => (missingRequired ? requiredFieldsMessage : null),
};

/**
 * The form-level message of a record form (facilitators, trainers, users, corporates): what the server
 * refused that no field shows, or "Required fields are not filled" when the client's checks failed for that.
 */
export function useFormSaveErrors(form: FormInstance, fieldNames: FormFieldNames) {
  return useFormProblem(form, fieldNames, recordWording);
}
