import { Alert, Card, Descriptions, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatDateTime } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { useGetPaynowQrQuery } from '../registrationApi';

/**
 * PayNow: a one-off QR for what is owed, with the reference that ties the transfer to the registration.
 * Nothing tells us a transfer was made; staff match it against the bank's record and confirm it. The time
 * to pay by is the registration's hold: its seats are kept until then, and no longer.
 */
export function PaynowPanel({
  regNo,
  holdExpiresAt,
  footer,
}: {
  regNo: string;
  holdExpiresAt: string;
  footer?: ReactNode;
}) {
  const { data, error, isFetching, refetch } = useGetPaynowQrQuery(regNo);

  return (
    <Card title="Pay by PayNow" data-testid="paynow-panel">
      {isFetching && !data ? (
        <Spin />
      ) : error ? (
        <LoadErrorAlert error={error} onRetry={refetch} testId="paynow-error" />
      ) : data ? (
        <Flex gap="large" wrap align="flex-start">
          <img
            src={data.qrDataUrl}
            alt={`PayNow QR code for ${data.reference}`}
            width={240}
            height={240}
            style={{ border: '1px solid #e8edf3', borderRadius: 8 }}
            data-testid="paynow-qr"
          />
          <Flex vertical gap="middle" style={{ flex: '1 1 280px' }}>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              Scan the code with your bank’s app. The amount and reference are filled in for you; please do
              not change them.
            </Typography.Paragraph>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={[
                { key: 'amount', label: 'Amount', children: formatMoney(data.amountCents) },
                {
                  key: 'reference',
                  label: 'Reference',
                  children: (
                    <Typography.Text strong copyable data-testid="paynow-reference">
                      {data.reference}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'expires',
                  label: 'Pay by',
                  children: <span data-testid="paynow-pay-by">{formatDateTime(holdExpiresAt)}</span>,
                },
              ]}
            />
            <Alert
              type="info"
              showIcon
              title="Our staff will confirm your transfer"
              description={`Your seats are held until ${formatDateTime(holdExpiresAt)} while we match your transfer with our bank’s records. We will e-mail you once your registration is confirmed.`}
              data-testid="paynow-confirmation-note"
            />
            {footer}
          </Flex>
        </Flex>
      ) : null}
    </Card>
  );
}
