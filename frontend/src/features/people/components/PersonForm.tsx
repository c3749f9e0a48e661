import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { Button, Flex, Form, Input, type UploadFile } from 'antd';
import { buildMultipartBody } from '@/shared/multipartBody';
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

export interface PersonFormProps<T extends Person, V extends PersonFormValues> {
  kind: PersonKind<T, V>;
  /** The person to edit, or null to create one. */
  record: T | null;
  onSaved: (person: T) => void;
  onCancel: () => void;
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
  const [create, createState] = api.useCreate();
  const [update, updateState] = api.useUpdate();
  const saving = createState.isLoading || updateState.isLoading;
  const { formError, clearFormError, onSaveFailed, onValidationFailed } = useFormSaveErrors(form, {
    fields: [...personFieldNames, ...extension.errorFields.fields],
    lists: extension.errorFields.lists,
  });
  const { Fields } = extension;

  const onFinish = async (state: FormState) => {
    clearFormError();
    // toInput picks the record's fields, so the photo beside them never reaches the JSON.
    const body = buildMultipartBody(extension.toInput(state, record?.id), {
      photo: state.photo?.[0]?.originFileObj ?? null,
    });
    try {
      onSaved(await (record ? update({ id: record.id, body }) : create(body)).unwrap());
    } catch (error) {
      onSaveFailed(error);
    }
  };

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
      <Flex gap="small" justify="flex-end">
        <Button onClick={onCancel} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="save-button">
          Save
        </Button>
      </Flex>
    </Form>
  );
}
