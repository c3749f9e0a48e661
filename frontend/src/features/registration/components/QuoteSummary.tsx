import { Flex, Table, Typography } from 'antd';
import { formatMoney } from '@/shared/money';
import { formatRate } from '../eventDisplay';
import type { CartQuote, QuoteLine } from '../registrationTypes';

type Totals = Pick<
  CartQuote,
  'subtotalCents' | 'discounts' | 'totalCents' | 'gstCents' | 'gstRateBasisPoints'
>;

function Row({
  label,
  amount,
  strong,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Flex justify="space-between" gap="middle">
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong} data-testid={testId}>
        {amount}
      </Typography.Text>
    </Flex>
  );
}

/** The subtotal, each discount, the total and the GST inside it, as the server worked them out. */
export function QuoteTotals({ quote }: { quote: Totals }) {
  return (
    <Flex vertical gap={4} style={{ maxWidth: 420, marginLeft: 'auto' }} data-testid="quote-totals">
      <Row label="Subtotal" amount={formatMoney(quote.subtotalCents)} />
      {quote.discounts.map((discount) => (
        <Row
          key={`${discount.kind}-${discount.label}`}
          label={discount.label}
          amount={`−${formatMoney(discount.amountCents)}`}
          testId="quote-discount"
        />
      ))}
      <Row label="Total" amount={formatMoney(quote.totalCents)} strong testId="quote-total" />
      <Typography.Text type="secondary" style={{ textAlign: 'right' }} data-testid="quote-gst">
        Includes GST of {formatMoney(quote.gstCents)} ({formatRate(quote.gstRateBasisPoints)})
      </Typography.Text>
    </Flex>
  );
}

type PricedLine = Pick<QuoteLine, 'eventTitle' | 'participantName' | 'listCents' | 'unitCents'> & {
  key: string | number;
};

/** Each registration's price: a course promo fee shows beside the struck-out list price. */
export function PricedLines({ lines }: { lines: readonly PricedLine[] }) {
  return (
    <Table<PricedLine>
      dataSource={[...lines]}
      rowKey="key"
      pagination={false}
      size="small"
      data-testid="quote-lines"
      columns={[
        { title: 'Class', dataIndex: 'eventTitle' },
        { title: 'Participant', dataIndex: 'participantName' },
        {
          title: 'Price',
          align: 'right',
          render: (_value, line) => (
            <Flex vertical align="flex-end">
              {line.listCents !== line.unitCents && (
                <Typography.Text delete type="secondary">
                  {formatMoney(line.listCents)}
                </Typography.Text>
              )}
              <span>{formatMoney(line.unitCents)}</span>
            </Flex>
          ),
        },
      ]}
    />
  );
}
