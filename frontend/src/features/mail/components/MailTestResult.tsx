import { Alert, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { parseApiError } from '@/shared/apiError';
import type { OutboxStatus } from '../mailApi';
import { useSettledOutboxMessage } from '../useSettledOutboxMessage';

const outboxLink = <Link to="/admin/mail-outbox">Open the mail outbox</Link>;

interface Outcome {
  status: 'info' | 'success' | 'error';
  title: string;
  subTitle?: ReactNode;
}

function outcomeOf(status: Exclude<OutboxStatus, 'queued'>, to: string, error: string | null): Outcome {
  switch (status) {
    case 'outbox':
      return {
        status: 'info',
        title: 'Rendered and kept in the outbox (no SMTP server configured)',
        subTitle: `Nothing was sent to ${to}.`,
      };
    case 'sent':
      return { status: 'success', title: 'Sent', subTitle: `Check the inbox of ${to}.` };
    case 'failed':
      return {
        status: 'error',
        title: 'Sending failed',
        subTitle: error ?? 'The mail server gave no reason.',
      };
  }
}

/** What became of the test e-mail, followed until the worker has dealt with it. */
export function MailTestResult({ id }: { id: number }) {
  const { data: message, error } = useSettledOutboxMessage(id);

  if (error) return <Alert type="error" showIcon title={parseApiError(error).message} action={outboxLink} />;
  if (!message || message.status === 'queued') {
    return (
      <div data-testid="mail-test-result" data-status="queued">
        <Result
          icon={<Spin size="large" />}
          title="Queued"
          subTitle="Waiting for the mail worker to render and send it…"
          extra={outboxLink}
        />
      </div>
    );
  }
  const { status, title, subTitle } = outcomeOf(message.status, message.to, message.error);
  return (
    <div data-testid="mail-test-result" data-status={message.status}>
      <Result status={status} title={title} subTitle={subTitle} extra={outboxLink} />
    </div>
  );
}
