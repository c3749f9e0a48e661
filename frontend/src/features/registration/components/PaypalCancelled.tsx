import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { thankYouPath } from '../paths';

/** PayPal's cancel brought the payer back: nothing was charged, and the registration can still be paid. */
export function PaypalCancelled({ registrationId }: { registrationId: number | null }) {
  return (
    <Result
      status="info"
      title="The PayPal payment was cancelled"
      subTitle="Nothing was charged. Your seats stay held for a while; you can pay from your registration."
      extra={
        registrationId !== null && (
          <Link to={thankYouPath(registrationId)}>
            <Button type="primary">See your registration</Button>
          </Link>
        )
      }
      data-testid="paypal-cancelled"
    />
  );
}
