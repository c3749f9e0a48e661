import { Alert, Button, Flex } from 'antd';
import { formatMoney } from '@/shared/money';
import type { CardPaymentFormProps } from './cardPaymentForm';

/**
 * The card form against the test backend's fake Stripe (a `pk_test_fake` key): no Stripe.js, no card.
 * The test decides the outcome at the fake (it marks the intent succeeded or failed) before the click,
 * and the card-success page reads it back through the server, as it does after Stripe Elements.
 */
export function TestCardForm({ amountCents, onConfirmed }: CardPaymentFormProps) {
  return (
    <Flex vertical gap="middle" data-testid="test-card-form">
      <Alert type="warning" showIcon title="Test payments: no card is charged." />
      <Button type="primary" onClick={onConfirmed} data-testid="card-pay-test">
        Pay (test) {formatMoney(amountCents)}
      </Button>
    </Flex>
  );
}
