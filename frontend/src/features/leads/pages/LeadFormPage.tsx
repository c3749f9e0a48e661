import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { usePageTitle } from '@/shared/usePageTitle';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { useSubmitLeadMutation } from '../leadsApi';
import { publicLeadForms, type LeadInput, type LeadKind } from '../leadTypes';

const errorFields = { fields: ['name', 'email', 'mobileNo', 'companyName', 'message', 'website'] };

/** Off screen and out of the tab order: people never fill it, form-filling bots do. */
const honeypotStyle = {
  position: 'absolute',
  left: -10_000,
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/** A public enquiry form; what was typed stays when the server refuses it. */
function LeadFormPage({ kind }: { kind: LeadKind }) {
  const { title } = publicLeadForms[kind];
  usePageTitle(title);
  const [form] = Form.useForm<LeadInput>();
  const [submit, { isLoading, isSuccess }] = useSubmitLeadMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);

  if (isSuccess) {
    return (
      <Card style={{ maxWidth: 560, margin: '24px auto' }}>
        <Result
          status="success"
          title="Thank you, we have your details"
          subTitle="Our team will contact you shortly."
          data-testid="lead-received"
        />
      </Card>
    );
  }

  const onFinish = (input: LeadInput) => trySave(() => submit({ kind, input }).unwrap());

  return (
    <Card title={title} style={{ maxWidth: 560, margin: '24px auto' }} data-testid="lead-form-page">
      <Form<LeadInput>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onFinishFailed={({ values }) => onValidationFailed(!values.name || !values.email || !values.mobileNo)}
        disabled={isLoading}
        data-testid="lead-form"
      >
        <FormErrorAlert title={formError} />
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is required' }]}>
          <Input maxLength={200} autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label="E-mail" rules={[{ required: true, message: 'E-mail is required' }]}>
          <Input type="email" maxLength={254} autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="mobileNo"
          label="Mobile number"
          rules={[{ required: true, message: 'Mobile number is required' }]}
        >
          <Input maxLength={20} autoComplete="tel" inputMode="tel" />
        </Form.Item>
        {kind === 'wsq' && (
          <Form.Item name="companyName" label="Company (if your employer sponsors you)">
            <Input maxLength={200} autoComplete="organization" />
          </Form.Item>
        )}
        <Form.Item name="message" label="What would you like to know?">
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <div style={honeypotStyle} aria-hidden="true">
          <Form.Item name="website" label="Website">
            <Input tabIndex={-1} autoComplete="off" />
          </Form.Item>
        </div>
        <Alert
          type="info"
          showIcon
          title="We use these details only to answer your enquiry."
          style={{ marginBottom: 16 }}
        />
        <Button type="primary" htmlType="submit" loading={isLoading} block data-testid="lead-submit">
          Send
        </Button>
      </Form>
    </Card>
  );
}

export const ResLeadPage = () => <LeadFormPage kind="res" />;
export const OtherLeadPage = () => <LeadFormPage kind="other" />;
export const DigitalTrainingInterestPage = () => <LeadFormPage kind="wsq" />;
