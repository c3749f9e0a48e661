import { Flex } from 'antd';
import { Can } from '@/app/abilityContext';
import { useGetRegistrationQuery } from '@/features/registration/registrationApi';
import type { RegistrationView as Registration } from '@/features/registration/registrationTypes';
import { RegistrationClaims } from '@/features/res/components/RegistrationClaims';
import { SeatRefundsCard } from '@/features/refunds/components/SeatRefundsCard';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { PayNowConfirmation } from '../components/PayNowConfirmation';
import { RegistrationActions } from '../components/RegistrationActions';
import { RegistrationDocuments } from '../components/RegistrationDocuments';
import { RegistrationRemarks } from '../components/RegistrationRemarks';
import { RegistrationSummary } from '../components/RegistrationSummary';
import { awaitsPayNowTransfer } from '../registrationAdmin';
import { registrationScreens } from '../registrationScreens';

/** What hangs off a registration: the PayNow confirmation while unpaid, its documents once paid, remarks. */
function RegistrationRelated({ registration }: { registration: Registration }) {
  return (
    <>
      {awaitsPayNowTransfer(registration) && (
        <Can I="create" a="Payment">
          <PayNowConfirmation registration={registration} />
        </Can>
      )}
      {registration.paymentStatus === 'paid' && (
        <Can I="read" a="Payment">
          <RegistrationDocuments registration={registration} />
        </Can>
      )}
      <Can I="read" a="Refund">
        <SeatRefundsCard registration={registration} />
      </Can>
      <RegistrationRemarks registration={registration} />
      <RegistrationClaims registration={registration} />
    </>
  );
}

/** One registration with staff's actions on it (spec 7.6 registration details, 7.7 payments). */
export function RegistrationView() {
  return (
    <RecordViewPage<Registration>
      screens={registrationScreens}
      useOne={useGetRegistrationQuery}
      titleOf={(registration) => registration.regNo}
      actions={(registration) => (
        <Flex gap="small" wrap>
          <RegistrationActions registration={registration} />
        </Flex>
      )}
      related={(registration) => <RegistrationRelated registration={registration} />}
    >
      {(registration) => <RegistrationSummary registration={registration} />}
    </RecordViewPage>
  );
}
