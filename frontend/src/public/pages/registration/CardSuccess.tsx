import { Button, Card, Flex, Result } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router';
import { RegistrationDetails } from '@/features/registration/components/RegistrationDetails';
import { awaitsPayment } from '@/features/registration/payment';
import { idParam, thankYouPath } from '@/features/registration/paths';
import { useVerifyCardPaymentQuery } from '@/features/registration/registrationApi';
import { NotFound } from '@/shared/NotFound';
import { PageSpinner } from '@/shared/PageSpinner';
import { usePageTitle } from '@/shared/usePageTitle';
import { RegistrationLoadError } from './RegistrationLoadError';

/**
 * Where a card payment lands (from the card form, or from the bank's page via Stripe): the server reads
 * the payment back from Stripe, and this shows what it found.
 */
export function CardSuccess() {
  usePageTitle('Registration');
  const [searchParams] = useSearchParams();
  const id = idParam(searchParams.get('id'));
  const { data, error, isFetching, refetch } = useVerifyCardPaymentQuery(id ?? skipToken);

  if (id === null) return <NotFound />;
  if (isFetching && !data) return <PageSpinner />;
  if (error || !data) return <RegistrationLoadError error={error} retry={() => void refetch()} />;

  const paid = !awaitsPayment(data);
  return (
    <Flex
      vertical
      gap="large"
      style={{ maxWidth: 900, margin: '0 auto', width: '100%' }}
      data-testid="card-success"
    >
      {paid ? (
        <Result
          status="success"
          title="Payment received"
          subTitle={
            <>
              Thank you. Registration <strong data-testid="card-success-reg-no">{data.regNo}</strong> is paid
              and confirmed; a confirmation has been sent to your e-mail.
            </>
          }
          extra={
            <Link to="/">
              <Button type="primary">Back to home</Button>
            </Link>
          }
          data-testid="card-paid"
        />
      ) : (
        <Result
          status="warning"
          title="We have not received your card payment yet"
          subTitle={`If you have just paid, it may take a moment. Your seats for ${data.regNo} stay held until the payment arrives.`}
          extra={
            <Flex gap="small" justify="center" wrap>
              <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
                Check again
              </Button>
              <Link to={thankYouPath(data.id)}>
                <Button>Try the payment again</Button>
              </Link>
            </Flex>
          }
          data-testid="card-unpaid"
        />
      )}
      <Card title="Registration details">
        <RegistrationDetails registration={data} />
      </Card>
    </Flex>
  );
}
