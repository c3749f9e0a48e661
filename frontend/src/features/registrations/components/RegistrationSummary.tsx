import { Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { participantPaths } from '@/features/participants/paths';
import { QuoteTotals } from '@/features/registration/components/QuoteSummary';
import { PaymentStatusTag, RegistrationStatusTag } from '@/features/registration/components/RegistrationTags';
import { paymentMethodLabels } from '@/features/registration/payment';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { formatDateTime } from '@/shared/formatDateTime';
import { holdExpired } from '../registrationAdmin';
import { RegistrationLines } from './RegistrationLines';

const blank = '—';

function HoldExpiry({ registration }: { registration: RegistrationView }) {
  const expired = holdExpired(registration);
  return (
    <Typography.Text type={expired ? 'danger' : undefined} data-testid="hold-expiry">
      {formatDateTime(registration.holdExpiresAt)}
      {expired ? ' (expired)' : ''}
    </Typography.Text>
  );
}

/** A registration as staff read it: who paid how much by which method, its seats, and its totals. */
export function RegistrationSummary({ registration }: { registration: RegistrationView }) {
  const unpaid = registration.paymentStatus === 'unpaid';
  return (
    <Flex vertical gap="middle">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        bordered
        data-testid="registration-summary"
        items={[
          {
            key: 'regNo',
            label: 'Registration no.',
            children: <span data-testid="reg-no">{registration.regNo}</span>,
          },
          { key: 'createdAt', label: 'Registered', children: formatDateTime(registration.createdAt) },
          {
            key: 'status',
            label: 'Status',
            children: <RegistrationStatusTag status={registration.status} testId="registration-status" />,
          },
          { key: 'channel', label: 'Channel', children: registration.channel },
          {
            key: 'payer',
            label: 'Payer',
            children: (
              <>
                <Link to={participantPaths.view(registration.payer.id)}>{registration.payer.name}</Link> (
                {registration.payer.email})
              </>
            ),
          },
          { key: 'promoCode', label: 'Promo code', children: registration.promoCode ?? blank },
          {
            key: 'paymentMethod',
            label: 'Payment method',
            children: paymentMethodLabels[registration.paymentMethod],
          },
          {
            key: 'paymentStatus',
            label: 'Payment',
            children: <PaymentStatusTag status={registration.paymentStatus} testId="payment-status" />,
          },
          unpaid
            ? { key: 'hold', label: 'Seats held until', children: <HoldExpiry registration={registration} /> }
            : { key: 'paidAt', label: 'Paid', children: formatDateTime(registration.paidAt) },
        ]}
      />
      <RegistrationLines lines={registration.lines} />
      <QuoteTotals quote={registration} />
    </Flex>
  );
}
