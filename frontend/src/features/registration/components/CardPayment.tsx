import { Card, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { cardSuccessPath } from '../paths';
import { useGetCardPaymentQuery } from '../registrationApi';
import { CardPaymentForm } from './card/CardPaymentForm';

/** Card payment of a registration: the provider's intent from our server, then the card form. */
export function CardPayment({ registrationId }: { registrationId: number }) {
  const navigate = useNavigate();
  const { data, error, isFetching, refetch } = useGetCardPaymentQuery(registrationId);
  const successPath = cardSuccessPath(registrationId);

  return (
    <Card title="Pay by card" data-testid="card-payment">
      {isFetching && !data ? (
        <Spin />
      ) : error ? (
        <LoadErrorAlert error={error} onRetry={refetch} testId="card-error" />
      ) : data ? (
        <CardPaymentForm
          registrationId={registrationId}
          clientSecret={data.clientSecret}
          publishableKey={data.publishableKey}
          amountCents={data.amountCents}
          returnUrl={`${window.location.origin}${successPath}`}
          onConfirmed={() => void navigate(successPath)}
        />
      ) : null}
    </Card>
  );
}
