import { Alert, Button, Descriptions, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { policyAllows } from '@/app/policy';
import { useGetEventsQuery } from '@/features/events/eventsApi';
import { invoicePdfPath, receiptPdfPath } from '@/features/finance/financeScreens';
import { formatDateTimeRange } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import type { Event } from '@/features/events/eventTypes';
import type { StaffRegistrationResult } from './staffRegistrationTypes';

/** Upcoming and ongoing events, earliest (today's) first: the counter registers for what is on now. */
export function EventPicker({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (id: number, event: Event | undefined) => void;
  id?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const events = useGetEventsQuery({
    page: 1,
    pageSize: 50,
    keyword,
    sort: 'startsAt',
    filters: { time: 'Upcoming & Ongoing', status: 'Active' },
  });
  const items = events.data?.items ?? [];
  return (
    <Select
      id={id}
      value={value}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="Search events by title or code"
      loading={events.isFetching}
      options={items.map((event) => ({
        value: event.id,
        label: `${event.title} · ${formatDateTimeRange(event.startsAt, event.endsAt)} · ${formatMoney(event.feeCents)}`,
      }))}
      onChange={(eventId: number) =>
        onChange?.(
          eventId,
          items.find((event) => event.id === eventId),
        )
      }
      style={{ width: '100%', maxWidth: 640 }}
      data-testid="event-picker"
    />
  );
}

/** What a staff registration did: its number, invoices and receipt, with their PDFs. */
export function RegistrationDone({
  result,
  onAnother,
  title,
}: {
  result: StaffRegistrationResult;
  onAnother: () => void;
  title: string;
}) {
  const { registration, invoices, receipt } = result;
  const ability = useAppAbility();
  // A coordinator reads no invoices but may print the receipt of what they registered (the receipt PDF
  // route checks each record): the invoice's number shows, the receipt's link opens.
  const canOpen = (subject: 'Invoice' | 'Receipt') =>
    policyAllows(ability, { action: 'read', subject, perRecord: subject === 'Receipt' });
  return (
    <Alert
      type="success"
      showIcon
      data-testid="registration-done"
      title={title}
      description={
        <Space direction="vertical">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Registration no.">
              <Link to={`/admin/registrations/${registration.id}`} data-testid="registration-link">
                {registration.regNo}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label="Participants">{registration.lines.length}</Descriptions.Item>
            <Descriptions.Item label="Total">{formatMoney(registration.totalCents)}</Descriptions.Item>
            <Descriptions.Item label="Payment">{registration.paymentStatus}</Descriptions.Item>
          </Descriptions>
          <Space wrap>
            {invoices.map((invoice) => {
              const name = `Invoice ${invoice.number ?? ''}${invoice.dueOn ? ` (due ${invoice.dueOn})` : ''}`;
              return canOpen('Invoice') ? (
                <PdfLink key={invoice.id} href={invoicePdfPath(invoice.id)} testId="invoice-pdf">
                  {name}
                </PdfLink>
              ) : (
                <Typography.Text key={invoice.id} data-testid="invoice-number">
                  {name}
                </Typography.Text>
              );
            })}
            {receipt &&
              (canOpen('Receipt') ? (
                <PdfLink href={receiptPdfPath(receipt.id)} testId="receipt-pdf">
                  {`Receipt ${receipt.number ?? ''}`}
                </PdfLink>
              ) : (
                <Typography.Text data-testid="receipt-number">{`Receipt ${receipt.number ?? ''}`}</Typography.Text>
              ))}
            <Button onClick={onAnother}>Register another</Button>
          </Space>
        </Space>
      }
    />
  );
}
