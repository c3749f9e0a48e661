import { Form, Input, type UploadFile } from 'antd';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { buildMultipartBody } from '@/shared/multipartBody';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { bodyWithId, useCreateOrUpdate } from '@/shared/useCreateOrUpdate';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import {
  hasMissingRequired,
  personFieldLabels,
  personFieldNames,
  type PersonFormValues,
} from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';
import { AutofillFromLogin } from './AutofillFromLogin';
import { PersonFields } from './PersonFields';
import { PhotoField } from './PhotoField';

export interface PersonFormProps<T extends Person, V extends PersonFormValues> extends RecordFormProps<T> {
  kind: PersonKind<T, V>;
}

/** Creates or edits a person of any kind; a refused save keeps what was typed and shows why by the fields. */
export function PersonForm<T extends Person, V extends PersonFormValues>({
  kind: { api, form: extension, paths, testId },
  record,
  onSaved,
  onCancel,
}: PersonFormProps<T, V>) {
  type FormState = V & { photo?: UploadFile[] };
  const [form] = Form.useForm<FormState>();
  const { saving, save } = useCreateOrUpdate(api.useCreate, api.useUpdate, bodyWithId);
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, {
    fields: [...personFieldNames, ...extension.errorFields.fields],
    lists: extension.errorFields.lists,
  });
  const { Fields } = extension;

  const onFinish = (state: FormState) =>
    trySave(async () => {
      // toInput picks the record's fields, so the photo beside them never reaches the JSON.
      const body = buildMultipartBody(extension.toInput(state, record?.id), {
        photo: state.photo?.[0]?.originFileObj ?? null,
      });
      onSaved(await save(body, record?.id));
    });

  return (
    <Form<FormState>
      form={form}
      layout="vertical"
      initialValues={extension.initialValues(record)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(hasMissingRequired(values))}
      disabled={saving}
      style={{ maxWidth: 720 }}
      data-testid={`${testId}-form`}
    >
      <FormErrorAlert title={formError} />
      <AutofillFromLogin useAutopopulate={api.useAutopopulate} />
      <PersonFields />
      <PhotoField currentUrl={record?.hasPhoto ? paths.photo(record) : null} />
      {Fields && <Fields />}
      <Form.Item name="remarks" label={personFieldLabels.remarks}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
      </Form.Item>
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}
