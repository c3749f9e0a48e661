import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseApiError } from '@/shared/apiError';
import { browserCartStorages } from '../cart/cartStorage';
import { rememberPaypalOrder } from '../payment';
import { useCreatePaypalOrderMutation } from '../registrationApi';

/**
 * PayPal: an order for what is owed, then off to PayPal to approve it; PayPal sends the payer back to
 * /registration/paypal/return, which captures the payment. `auto` leaves at once (the payer has just
 * chosen PayPal); otherwise the payer clicks.
 */
export function PaypalPayment({ registrationId, auto }: { registrationId: number; auto: boolean }) {
  const [createOrder, { isLoading }] = useCreatePaypalOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);

  const go = useCallback(async () => {
    setProblem(null);
    try {
      const order = await createOrder(registrationId).unwrap();
      rememberPaypalOrder(browserCartStorages().session, order.orderId, registrationId);
      setLeaving(true);
      window.location.assign(order.approveUrl);
    } catch (error) {
      setProblem(parseApiError(error).message);
    }
  }, [createOrder, registrationId]);

  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    void go();
  }, [auto, go]);

  return (
    <Card title="Pay with PayPal" data-testid="paypal-payment">
      <Flex vertical gap="middle">
        {problem && <Alert type="error" showIcon title={problem} data-testid="paypal-error" />}
        <Typography.Text>
          {leaving
            ? 'Taking you to PayPal…'
            : 'You will approve the payment on PayPal’s site, then come back here.'}
        </Typography.Text>
        <Button
          type="primary"
          onClick={() => void go()}
          loading={isLoading || leaving}
          data-testid="paypal-continue"
        >
          Continue to PayPal
        </Button>
      </Flex>
    </Card>
  );
}
