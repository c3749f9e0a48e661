import { RecordEditPage } from '@/shared/RecordFormPage';
import { ParticipantForm } from '../components/ParticipantForm';
import { useGetParticipantQuery } from '../participantsApi';
import type { Participant } from '../participantTypes';
import { participantScreens } from '../participantScreens';

export function ParticipantEdit() {
  return (
    <RecordEditPage<Participant>
      screens={participantScreens}
      useOne={useGetParticipantQuery}
      titleOf={(participant) => participant.name}
    >
      {(participant, handlers) => <ParticipantForm key={participant.id} record={participant} {...handlers} />}
    </RecordEditPage>
  );
}
