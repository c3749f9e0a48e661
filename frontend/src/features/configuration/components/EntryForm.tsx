import { App, Form, Input, InputNumber } from 'antd';
import { applyFieldErrors, parseApiError } from '@/shared/apiError';
import { requiredText } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { useShowApiError } from '@/shared/useShowApiError';
import { useSaveEntryMutation } from '../configurationApi';
import type { Entry, ListDescription } from '../configurationTypes';
import { initialFormValues, splitFieldErrors, toEntryInput, type EntryFormValues } from '../entryForm';
import { EntryFieldItem } from './EntryFieldItem';

/** The server's cap on codes. */
const codeMaxLength = 30;

export interface EntryFormProps {
  list: ListDescription;
  /** The entry to edit, or null to create one. */
  entry: Entry | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Creates or edits one entry; a refused save keeps what was typed and shows why next to the fields. */
export function EntryForm({ list, entry, onSaved, onCancel }: EntryFormProps) {
  const [form] = Form.useForm<EntryFormValues>();
  const [save, { isLoading }] = useSaveEntryMutation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();

  const onFinish = async (values: EntryFormValues) => {
    try {
      await save({ list: list.name, input: toEntryInput(list, values, entry?.id) }).unwrap();
      void message.success('Saved');
      onSaved();
    } catch (error) {
      const { onFields, elsewhere } = splitFieldErrors(list, parseApiError(error).fieldErrors);
      applyFieldErrors(form, onFields);
      if (elsewhere.length > 0) void message.error(elsewhere.join(' '));
      // A 409 (a duplicate name ...) or any other refusal without field errors is told as a message.
      else if (Object.keys(onFields).length === 0) showApiError(error);
    }
  };

  return (
    <Form<EntryFormValues>
      form={form}
      layout="vertical"
      initialValues={initialFormValues(list, entry)}
      onFinish={onFinish}
      disabled={isLoading}
      data-testid="entry-form"
    >
      {list.hasCode && (
        <Form.Item
          name="code"
          label="Code"
          rules={[{ max: codeMaxLength, message: `Code must be at most ${codeMaxLength} characters` }]}
        >
          <Input maxLength={codeMaxLength} />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={list.nameLabel}
        rules={[
          requiredText(list.nameLabel),
          {
            max: list.nameMaxLength,
            message: `${list.nameLabel} must be at most ${list.nameMaxLength} characters`,
          },
        ]}
      >
        <Input maxLength={list.nameMaxLength} />
      </Form.Item>
      {list.fields.map((field) => (
        <EntryFieldItem key={field.name} field={field} />
      ))}
      <Form.Item name="sortOrder" label="Order" tooltip="Lists show entries by order, then by name.">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <FormSubmitRow saving={isLoading} onCancel={onCancel} testId={null} />
    </Form>
  );
}
