import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { Button, Flex, Form, Input, type UploadFile } from 'antd';
import { useState } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { applyFieldErrors, parseApiError } from '@/shared/apiError';
import { splitFieldErrors } from '@/shared/fieldErrors';
import { buildMultipartBody } from '@/shared/multipartBody';
import {
  hasMissingRequired,
  personFieldLabels,
  personFieldNames,
  requiredFieldsMessage,
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
  const [formError, setFormError] = useState<string | null>(null);
  const { Fields } = extension;

  const onFinish = async (state: FormState) => {
    setFormError(null);
    // toInput picks the record's fields, so the photo beside them never reaches the JSON.
    const body = buildMultipartBody(extension.toInput(state, record?.id), {
      photo: state.photo?.[0]?.originFileObj ?? null,
    });
    try {
      onSaved(await (record ? update({ id: record.id, body }) : create(body)).unwrap());
    } catch (error) {
      const { status, message, fieldErrors } = parseApiError(error);
      const { onFields, elsewhere } = splitFieldErrors(fieldErrors, {
        fields: [...personFieldNames, ...extension.errorFields.fields],
        lists: extension.errorFields.lists,
      });
      applyFieldErrors(form, onFields);
      if (elsewhere.length > 0) setFormError(elsewhere.join(' '));
      else if (status === 400 && Object.keys(onFields).length === 0) setFormError(requiredFieldsMessage);
      // A 409, 404 ... says what is wrong in its message; 403 and 419 were already told by the base query.
      else if (status !== 400 && !isAlertedGlobally(status)) setFormError(message);
    }
  };

  return (
    <Form<FormState>
      form={form}
      layout="vertical"
      initialValues={extension.initialValues(record)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => setFormError(hasMissingRequired(values) ? requiredFieldsMessage : null)}
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
