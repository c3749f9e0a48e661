import { Button, Card, Flex, Result } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router';
import { RegistrationDetails } from '@/features/registration/components/RegistrationDetails';
import { RegistrationPayment } from '@/features/registration/components/RegistrationPayment';
import { awaitsPayment } from '@/features/registration/payment';
import { idParam } from '@/features/registration/paths';
import { useGetRegistrationQuery } from '@/features/registration/registrationApi';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { NotFound } from '@/shared/NotFound';
import { PageSpinner } from '@/shared/PageSpinner';
import { usePageTitle } from '@/shared/usePageTitle';
import { RegistrationLoadError } from './RegistrationLoadError';

function subTitleOf(registration: RegistrationView): string {
  if (!awaitsPayment(registration)) {
    return 'Your registration is confirmed. A confirmation has been sent to your e-mail.';
  }
  return registration.paymentMethod === 'paynow'
    ? 'Your seats are held. Our staff will confirm your PayNow transfer and e-mail you once your registration is confirmed.'
    : 'Your seats are held until the payment is made.';
}

/** The thank-you page: the registration's number and status, and the payment if one is still owed. */
export function ThankYou() {
  usePageTitle('Registration');
  const [searchParams] = useSearchParams();
  const id = idParam(searchParams.get('id'));
  const { data, error, isLoading, refetch } = useGetRegistrationQuery(id ?? skipToken);

  if (id === null) return <NotFound />;
  if (isLoading) return <PageSpinner />;
  if (error || !data) return <RegistrationLoadError error={error} retry={() => void refetch()} />;

  const owing = awaitsPayment(data);
  return (
    <Flex
      vertical
      gap="large"
      style={{ maxWidth: 900, margin: '0 auto', width: '100%' }}
      data-testid="thank-you"
    >
      <Result
        status={owing ? 'info' : 'success'}
        title="Thank you for registering"
        subTitle={
          <>
            Your registration number is <strong data-testid="thank-you-reg-no">{data.regNo}</strong>.{' '}
            {subTitleOf(data)}
          </>
        }
        extra={
          <Link to="/">
            <Button>Back to home</Button>
          </Link>
        }
      />
      <Card title="Registration details">
        <RegistrationDetails registration={data} />
      </Card>
      {owing && <RegistrationPayment registration={data} autoRedirect={false} />}
    </Flex>
  );
}
