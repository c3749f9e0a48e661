import { App, Button, Form, Modal, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import type { FormFieldNames } from '@/shared/fieldErrors';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';

export interface ActionModalProps<V> {
  /** The button that opens the dialog, and the dialog's title. */
  buttonText: string;
  title: string;
  okText: string;
  /** `record-payment`: the button's test id; the dialog's is `<testId>-modal`. */
  testId: string;
  initialValues: Partial<V>;
  /** The fields that take the server's field errors; the rest show above the form. */
  errorFields: FormFieldNames;
  /** The dialog's fields (Form.Items named after `V`'s keys). */
  children: ReactNode;
  /** Sends the form; what it resolves to is said in a toast when it is a string. */
  onSubmit: (values: V) => Promise<string | void>;
  disabled?: boolean;
  buttonProps?: ButtonProps;
  width?: number;
}

/**
 * A finance correction in a dialog (a receipt's date, a payment's reference, a credit note ...): the
 * server's field errors land on the fields, the dialog closes only when the change was accepted.
 */
export function ActionModal<V extends object>({
  buttonText,
  title,
  okText,
  testId,
  initialValues,
  errorFields,
  children,
  onSubmit,
  disabled,
  buttonProps,
  width,
}: ActionModalProps<V>) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<V>();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();

  const onFinish = async (values: V) => {
    setSaving(true);
    await trySave(async () => {
      const done = await onSubmit(values);
      if (done) void message.success(done);
      setOpen(false);
    });
    setSaving(false);
  };

  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)} disabled={disabled} data-testid={testId}>
        {buttonText}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={okText}
        onOk={() => form.submit()}
        okButtonProps={{ 'data-testid': `${testId}-ok` }}
        confirmLoading={saving}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={width}
        data-testid={`${testId}-modal`}
      >
        <Form<V>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => void onFinish(values)}
          onFinishFailed={() => onValidationFailed(true)}
          preserve={false}
          disabled={saving}
        >
          <FormErrorAlert title={formError} />
          {children}
        </Form>
      </Modal>
    </>
  );
}
