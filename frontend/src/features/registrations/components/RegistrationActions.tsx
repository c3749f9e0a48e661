import { CreditCardOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { Can } from '@/app/abilityContext';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { VoidRegistrationButton } from '@/features/voids/components/VoidRegistrationButton';
import { useShowApiError } from '@/shared/useShowApiError';
import { awaitsCardPayment } from '../registrationAdmin';
import { useCheckCardPaymentMutation, useResendConfirmationMutation } from '../registrationAdminApi';
import { TransferDialog } from './TransferDialog';

/** Sends the confirmation mail again, once staff confirm who it goes to. */
function ResendConfirmationButton({ registration }: { registration: RegistrationView }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const { modal, message } = App.useApp();
  const showApiError = useShowApiError();

  const confirm = () =>
    modal.confirm({
      title: 'Resend the confirmation e-mail?',
      content: `It goes to ${registration.payer.email}${
        registration.paymentStatus === 'paid' ? ', with the invoice and receipt' : ''
      }.`,
      okText: 'Resend',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await resend(registration.id).unwrap();
          void message.success('Confirmation e-mail queued');
        } catch (error) {
          showApiError(error);
        }
      },
    });

  return (
    <Button icon={<MailOutlined />} loading={isLoading} onClick={confirm} data-testid="resend-confirmation">
      Resend confirmation e-mail
    </Button>
  );
}

/** Asks the card provider whether an unpaid card registration's payment went through after all. */
function CheckCardPaymentButton({ registration }: { registration: RegistrationView }) {
  const [check, { isLoading }] = useCheckCardPaymentMutation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();

  const run = async () => {
    try {
      const checked = await check({ registrationId: registration.id }).unwrap();
      if (checked.paymentStatus === 'paid') void message.success('The card payment went through: paid');
      else void message.info('No completed card payment yet');
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Button
      icon={<CreditCardOutlined />}
      loading={isLoading}
      onClick={() => void run()}
      data-testid="check-card-payment"
    >
      Check card payment
    </Button>
  );
}

/** The registration page's header buttons, as the user's ability allows; the server checks again. */
export function RegistrationActions({ registration }: { registration: RegistrationView }) {
  return (
    <>
      {awaitsCardPayment(registration) && (
        <Can I="create" a="Payment">
          <CheckCardPaymentButton registration={registration} />
        </Can>
      )}
      <Can I="update" a="Registration">
        <ResendConfirmationButton registration={registration} />
      </Can>
      <Can I="create" a="VoidEntry">
        <VoidRegistrationButton registration={registration} />
      </Can>
      <Can I="create" a="Refund">
        <TransferDialog registration={registration} />
      </Can>
    </>
  );
}
