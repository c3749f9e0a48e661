import { RecordCreatePage } from '@/shared/RecordFormPage';
import { ParticipantForm } from '../components/ParticipantForm';
import { participantScreens } from '../participantScreens';

export function ParticipantCreate() {
  return (
    <RecordCreatePage screens={participantScreens}>
      {(handlers) => <ParticipantForm record={null} {...handlers} />}
    </RecordCreatePage>
  );
}
