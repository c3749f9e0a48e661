import { Descriptions, Flex } from 'antd';
import { formatDateTime } from '@/shared/formatDateTime';
import { paymentMethodLabels } from '../payment';
import type { RegistrationView } from '../registrationTypes';
import { PricedLines, QuoteTotals } from './QuoteSummary';
import { PaymentStatusTag, RegistrationStatusTag } from './RegistrationTags';

/** A registration as its payer sees it: number, status, payment and what it covers. */
export function RegistrationDetails({ registration }: { registration: RegistrationView }) {
  return (
    <Flex vertical gap="middle" data-testid="registration-details">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          {
            key: 'regNo',
            label: 'Registration number',
            children: <strong data-testid="reg-no">{registration.regNo}</strong>,
          },
          {
            key: 'status',
            label: 'Status',
            children: <RegistrationStatusTag status={registration.status} testId="registration-status" />,
          },
          {
            key: 'payment',
            label: 'Payment',
            children: (
              <Flex gap={4} wrap>
                <PaymentStatusTag status={registration.paymentStatus} testId="payment-status" />
                <span>{paymentMethodLabels[registration.paymentMethod]}</span>
              </Flex>
            ),
          },
          {
            key: 'payer',
            label: 'Contact',
            children: `${registration.payer.name} (${registration.payer.email})`,
          },
          ...(registration.paymentStatus === 'unpaid'
            ? [
                {
                  key: 'hold',
                  label: 'Seats held until',
                  children: formatDateTime(registration.holdExpiresAt),
                },
              ]
            : []),
        ]}
      />
      <PricedLines
        lines={registration.lines.map((line) => ({
          key: line.id,
          eventTitle: line.eventTitle,
          participantName: line.participantName,
          listCents: line.listCents,
          unitCents: line.unitCents,
        }))}
      />
      <QuoteTotals quote={registration} />
    </Flex>
  );
}
