import { Tag } from 'antd';
import { paymentStatusLabels, registrationStatusLabels } from '../payment';
import type { PaymentStatus, RegistrationStatus } from '../registrationTypes';

const paymentColors: Readonly<Record<PaymentStatus, string>> = {
  paid: 'success',
  unpaid: 'warning',
  no_payment_required: 'default',
};

const registrationColors: Readonly<Record<RegistrationStatus, string>> = {
  InProgress: 'processing',
  RegisteredNotCompleted: 'warning',
  Registered: 'success',
  Archived: 'default',
};

/** "Paid", "Awaiting payment" ...: a registration's payment status, as payers and staff read it. */
export function PaymentStatusTag({ status, testId }: { status: PaymentStatus; testId?: string }) {
  return (
    <Tag color={paymentColors[status]} data-testid={testId}>
      {paymentStatusLabels[status]}
    </Tag>
  );
}

/** "Registered", "In progress" ...: how far a registration got. */
export function RegistrationStatusTag({ status, testId }: { status: RegistrationStatus; testId?: string }) {
  return (
    <Tag color={registrationColors[status]} data-testid={testId}>
      {registrationStatusLabels[status]}
    </Tag>
  );
}
