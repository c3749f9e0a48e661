import {
  Button,
  Card,
  Descriptions,
  Flex,
  Skeleton,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { Can } from '@/app/abilityContext';
import { RescheduleButton } from '@/features/reschedule/components/RescheduleButton';
import type { RegistrationLine, RegistrationView } from '@/features/registration/registrationTypes';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatDate } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import { useGetSeatRefundsQuery } from '../refundsApi';
import { refundStatusLabels, type RefundEntry, type RefundKind, type SeatRefunds } from '../refundTypes';
import { isCardRefund } from '../refunds';
import { RefundDialog } from './RefundDialog';
import { RefundEntryActions } from './RefundEntryActions';

const refundColumns = (seat: { seatId: number; registrationId: number }): TableColumnsType<RefundEntry> => [
  { key: 'amount', title: 'Amount', align: 'right', render: (_, row) => formatMoney(row.amountCents) },
  { key: 'kind', title: 'Kind', dataIndex: 'kind' },
  {
    key: 'status',
    title: 'Status',
    render: (_, row) => (
      <Tag
        color={row.status === 'Reversed' ? 'default' : row.status === 'PaidOut' ? 'success' : 'processing'}
      >
        {refundStatusLabels[row.status]}
      </Tag>
    ),
  },
  {
    key: 'creditNote',
    title: 'Credit note',
    render: (_, row) =>
      row.creditNoteId && row.creditNoteNo ? (
        <PdfLink href={`/admin/creditnote/${row.creditNoteId}/pdf`} testId="refund-credit-note">
          {row.creditNoteNo}
        </PdfLink>
      ) : (
        (row.creditNoteStatus ?? '—')
      ),
  },
  {
    key: 'mode',
    title: 'Mode',
    render: (_, row) => (isCardRefund(row) ? 'Card' : (row.paymentModeName ?? '—')),
  },
  { key: 'reference', title: 'Reference', render: (_, row) => row.reference ?? '—' },
  { key: 'refundedOn', title: 'Refunded on', render: (_, row) => formatDate(row.refundedOn) },
  { key: 'reason', title: 'Reason', render: (_, row) => row.reason ?? '—' },
  { key: 'actions', title: '', render: (_, row) => <RefundEntryActions entry={row} seat={seat} /> },
];

/** A seat's invoice figures, refunds, and the refund and reschedule actions its status allows. */
function SeatPanel({ registration, line }: { registration: RegistrationView; line: RegistrationLine }) {
  const { data, error, refetch } = useGetSeatRefundsQuery(line.id);
  const [kind, setKind] = useState<RefundKind | null>(null);
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  if (!data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const seat = { seatId: line.id, registrationId: registration.id };
  const refundable = data.invoice !== null && (line.status === 'Confirmed' || line.status === 'Attended');
  const hasRefunds = data.refunds.some((refund) => refund.status !== 'Reversed');
  return (
    <Flex vertical gap="small" data-testid={`seat-${line.id}`}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text strong>
          {line.participantName}, {line.eventTitle} <Tag>{line.status}</Tag>
        </Typography.Text>
        <Flex gap="small" wrap>
          {refundable && (
            <Can I="create" a="Refund">
              {hasRefunds ? (
                <Button onClick={() => setKind('entry')} data-testid="add-refund-entry">
                  Add refund entry
                </Button>
              ) : (
                <Button onClick={() => setKind('partial')} data-testid="partial-refund">
                  Partial refund
                </Button>
              )}
              <Button danger onClick={() => setKind('full')} data-testid="full-refund">
                Refund in full
              </Button>
            </Can>
          )}
          {line.status === 'Confirmed' && (
            <Can I="create" a="Refund">
              <RescheduleButton registration={registration} line={line} />
            </Can>
          )}
        </Flex>
      </Flex>
      <InvoiceFigures seat={data} />
      {data.refunds.length > 0 && (
        <Table<RefundEntry>
          columns={refundColumns(seat)}
          dataSource={data.refunds}
          rowKey="id"
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          data-testid="seat-refunds"
        />
      )}
      {kind && (
        <RefundDialog
          registration={registration}
          line={line}
          seat={data}
          kind={kind}
          onClose={() => setKind(null)}
        />
      )}
    </Flex>
  );
}

function InvoiceFigures({ seat }: { seat: SeatRefunds }) {
  if (!seat.invoice)
    return <Typography.Text type="secondary">No invoice: nothing to refund.</Typography.Text>;
  const invoice = seat.invoice;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 5 }}
      items={[
        { key: 'invoice', label: 'Invoice', children: invoice.invoiceNo },
        { key: 'paid', label: 'Paid', children: formatMoney(invoice.paidCents) },
        { key: 'credited', label: 'Credited', children: formatMoney(invoice.creditedCents) },
        { key: 'refunded', label: 'Refunded', children: formatMoney(invoice.refundedCents) },
        {
          key: 'balance',
          label: 'Balance',
          children: <span data-testid="seat-invoice-balance">{formatMoney(invoice.balanceCents)}</span>,
        },
      ]}
    />
  );
}

/** The registration page's refunds and reschedules, seat by seat (spec 7.6 `participant/{id}/`). */
export function SeatRefundsCard({ registration }: { registration: RegistrationView }) {
  const seats = registration.lines.filter((line) => line.status !== 'Draft');
  if (registration.paymentStatus === 'unpaid' || seats.length === 0) return null;
  return (
    <Card title="Refunds and reschedules" data-testid="seat-refunds-card">
      <Flex vertical gap="large">
        {seats.map((line) => (
          <SeatPanel key={line.id} registration={registration} line={line} />
        ))}
      </Flex>
    </Card>
  );
}
