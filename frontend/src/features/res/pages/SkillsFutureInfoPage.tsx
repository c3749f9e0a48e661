import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { usePageTitle } from '@/shared/usePageTitle';
import { useResendSkillsFutureClaimMutation } from '../resApi';

interface ResendValues {
  regNo: string;
  email: string;
}

const errorFields = { fields: ['regNo', 'email'] };

function ResendForm() {
  const [form] = Form.useForm<ResendValues>();
  const [resend, { data, isLoading }] = useResendSkillsFutureClaimMutation();
  const { formError, trySave } = useFormSaveErrors(form, errorFields);
  const onFinish = (values: ResendValues) =>
    trySave(async () => {
      await resend({ regNo: values.regNo.trim(), email: values.email.trim() }).unwrap();
    });
  return (
    <Form<ResendValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      disabled={isLoading}
      data-testid="skillsfuture-resend-form"
    >
      <FormErrorAlert title={formError} />
      {data && <Alert type="success" showIcon title={data.message} style={{ marginBottom: 16 }} />}
      <Flex gap="middle" wrap>
        <Form.Item
          name="regNo"
          label="Registration no."
          rules={[{ required: true, whitespace: true, message: 'Registration no. is required' }]}
          style={{ flex: 1, minWidth: 200 }}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="email"
          label="E-mail used to register"
          rules={[{ required: true, type: 'email', message: 'E-mail must be an e-mail address' }]}
          style={{ flex: 1, minWidth: 200 }}
        >
          <Input maxLength={254} autoComplete="email" />
        </Form.Item>
      </Flex>
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="skillsfuture-resend">
        E-mail my claim details
      </Button>
    </Form>
  );
}

/** The public skills-funding claim info page (spec 2.2): how to claim, and the claim details again. */
export function SkillsFutureInfoPage() {
  usePageTitle('SkillsFuture claims');
  return (
    <Flex vertical gap="large" style={{ maxWidth: 860, marginInline: 'auto' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Claiming SkillsFuture Credit
      </Typography.Title>
      <Card>
        <Typography.Paragraph>
          Singapore Citizens aged 25 and above can use their SkillsFuture Credit for SkillsFuture-approved
          runs of our courses. SkillsFuture pays us the credit you claim; you pay the nett fee less that
          credit.
        </Typography.Paragraph>
        <ol>
          <li>
            Register for the course on this site. Our confirmation tells you the course reference number and
            run.
          </li>
          <li>
            Sign in to the MySkillsFuture portal, search for the course reference number, and submit your
            claim for that run before the course starts.
          </li>
          <li>We confirm the claim with SkillsFuture; your profile shows how far it has got.</li>
        </ol>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          The claim covers the nett fee: the full course fee less any grant. GST and other charges are not
          claimable.
        </Typography.Paragraph>
      </Card>
      <Card title="Need your claim details again?">
        <ResendForm />
      </Card>
    </Flex>
  );
}
