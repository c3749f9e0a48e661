import type { ReactNode } from 'react';
import type { RegistrationView } from '../registrationTypes';
import { CardPayment } from './CardPayment';
import { PaynowPanel } from './PaynowPanel';
import { PaypalPayment } from './PaypalPayment';

/** Paying what is owed on a registration, by the method it was made with. */
export function RegistrationPayment({
  registration,
  autoRedirect,
  paynowFooter,
}: {
  registration: Pick<RegistrationView, 'id' | 'regNo' | 'paymentMethod' | 'holdExpiresAt'>;
  /** Leave for PayPal without another click. */
  autoRedirect: boolean;
  paynowFooter?: ReactNode;
}) {
  switch (registration.paymentMethod) {
    case 'card':
      return <CardPayment registrationId={registration.id} />;
    case 'paynow':
      return (
        <PaynowPanel
          regNo={registration.regNo}
          holdExpiresAt={registration.holdExpiresAt}
          footer={paynowFooter}
        />
      );
    case 'paypal':
      return <PaypalPayment registrationId={registration.id} auto={autoRedirect} />;
    case 'none':
      return null;
  }
}
