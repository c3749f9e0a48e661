import { Alert, Button, Flex, Result } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { browserCartStorages } from '@/features/registration/cart/cartStorage';
import { PaypalCancelled } from '@/features/registration/components/PaypalCancelled';
import { paypalOrderRegistration } from '@/features/registration/payment';
import { idParam, thankYouPath } from '@/features/registration/paths';
import { useCapturePaypalOrderMutation } from '@/features/registration/registrationApi';
import { parseApiError } from '@/shared/apiError';
import { PageSpinner } from '@/shared/PageSpinner';
import { usePageTitle } from '@/shared/usePageTitle';

/**
 * Where PayPal sends the payer back (`?token=` is the order): the approved order is captured, then the
 * thank-you page shows the paid registration. A cancel comes back with `?cancelled=1`.
 */
export function PaypalReturn() {
  usePageTitle('Registration');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const orderId = searchParams.get('token');
  const cancelled = searchParams.has('cancelled');
  const registrationId =
    idParam(searchParams.get('id')) ??
    (orderId ? paypalOrderRegistration(browserCartStorages().session, orderId) : null);
  const [capture, { isLoading }] = useCapturePaypalOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    if (!orderId || registrationId === null) return;
    setProblem(null);
    try {
      const registration = await capture({ registrationId, orderId }).unwrap();
      await navigate(thankYouPath(registration.id), { replace: true });
    } catch (error) {
      setProblem(parseApiError(error).message);
    }
  }, [capture, navigate, orderId, registrationId]);

  useEffect(() => {
    if (started.current || cancelled) return;
    started.current = true;
    void run();
  }, [run, cancelled]);

  const back = registrationId !== null && (
    <Link to={thankYouPath(registrationId)}>
      <Button type="primary">See your registration</Button>
    </Link>
  );

  if (cancelled) return <PaypalCancelled registrationId={registrationId} />;
  if (!orderId || registrationId === null) {
    return (
      <Result
        status="warning"
        title="We could not tell which registration this payment is for"
        subTitle="Please open your registration from the confirmation e-mail, or contact us."
        data-testid="paypal-unknown"
      />
    );
  }
  if (problem) {
    return (
      <Flex vertical gap="middle" style={{ maxWidth: 640, margin: '0 auto' }} data-testid="paypal-problem">
        <Alert
          type="error"
          showIcon
          title="The PayPal payment could not be completed"
          description={problem}
        />
        <Flex gap="small">
          <Button onClick={() => void run()} loading={isLoading}>
            Try again
          </Button>
          {back}
        </Flex>
      </Flex>
    );
  }
  return <PageSpinner />;
}
