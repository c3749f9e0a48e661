import { Breadcrumb, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { MailTestResult } from '@/features/mail/components/MailTestResult';
import { useSendTestMailMutation, type TestMailRequest } from '@/features/mail/mailApi';
import { applyFieldErrors, parseApiError } from '@/shared/apiError';
import { usePageTitle } from '@/shared/usePageTitle';
import { useShowApiError } from '@/shared/useShowApiError';
import { configurationPath } from '../paths';

/** Sends the test e-mail, then follows it until the worker has sent it or kept it in the outbox. */
function MailTestForm() {
  const user = useAppSelector(selectSessionUser);
  const [form] = Form.useForm<TestMailRequest>();
  const [send, { isLoading }] = useSendTestMailMutation();
  const [sentId, setSentId] = useState<number | null>(null);
  const showApiError = useShowApiError();

  const onFinish = async ({ to }: TestMailRequest) => {
    setSentId(null);
    try {
      setSentId((await send({ to: to.trim() }).unwrap()).id);
    } catch (error) {
      const { fieldErrors } = parseApiError(error);
      if (fieldErrors.to) applyFieldErrors(form, { to: fieldErrors.to });
      else showApiError(error);
    }
  };

  return (
    <Flex vertical gap="middle">
      <Form<TestMailRequest>
        form={form}
        layout="inline"
        initialValues={{ to: user?.email ?? '' }}
        onFinish={onFinish}
        disabled={isLoading}
      >
        <Form.Item
          name="to"
          label="Send to"
          rules={[
            { required: true, whitespace: true, message: 'Please enter an e-mail address.' },
            { type: 'email', message: 'Please enter a valid e-mail address.' },
          ]}
        >
          <Input type="email" autoComplete="email" style={{ width: 300 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Send test e-mail
        </Button>
      </Form>
      {sentId !== null && <MailTestResult key={sentId} id={sentId} />}
    </Flex>
  );
}

export function MailTest() {
  usePageTitle('Mail test');
  return (
    <RequireAbility action="create" subject="Mail">
      <Flex vertical gap="middle" data-testid="mail-test">
        <Breadcrumb
          items={[{ title: <Link to={configurationPath}>Configuration</Link> }, { title: 'Mail test' }]}
        />
        <Card title="Mail test">
          <MailTestForm />
        </Card>
      </Flex>
    </RequireAbility>
  );
}
