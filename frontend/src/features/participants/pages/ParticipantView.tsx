import { MergeCellsOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Can, useAppAbility } from '@/app/abilityContext';
import { ParticipantRegistrations } from '@/features/registrations/components/ParticipantRegistrations';
import { ResLouCard } from '@/features/res/components/ResLouCard';
import { formatDate, formatDateTime } from '@/shared/formatDateTime';
import { RecordActions } from '@/shared/RecordActions';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { StatusTag } from '@/shared/StatusTag';
import {
  hiddenPersonalFields,
  participantFieldLabels as labels,
  pcepLabels,
  pngLabels,
} from '../participantForm';
import { participantActions, participantScreens } from '../participantScreens';
import { useGetParticipantLogsQuery, useGetParticipantQuery } from '../participantsApi';
import type { LookupField, Participant } from '../participantTypes';
import { participantPaths } from '../paths';
import { useParticipantFormData } from '../useParticipantFormData';

const blank = '—';

type Items = NonNullable<DescriptionsProps['items']>;

function Section({ title, items, testId }: { title: string; items: Items; testId?: string }) {
  return (
    <Descriptions
      title={title}
      column={{ xs: 1, md: 2 }}
      size="small"
      bordered
      // The same column widths in every section, so the sections line up under each other.
      styles={{ label: { width: '20%' }, content: { width: '30%' } }}
      items={items}
      style={{ marginBottom: 24 }}
      data-testid={testId}
    />
  );
}

function ParticipantDetails({ participant }: { participant: Participant }) {
  const formData = useParticipantFormData();
  const canSeePersonalData = useAppAbility().can('read', 'PersonalData');
  const dateOfBirthHidden = hiddenPersonalFields(participant, canSeePersonalData).includes('dateOfBirth');

  const item = (key: string, children: ReactNode, label: string = labels[key]) => ({
    key,
    label,
    children: children ?? blank,
  });
  const lookup = (field: LookupField) => item(field, formData.lookupName(field, participant[field]));
  const text = (value: string | null) => <span style={{ whiteSpace: 'pre-wrap' }}>{value ?? blank}</span>;

  return (
    <>
      <Section
        title="Personal details"
        testId="participant-personal"
        items={[
          item('firstName', participant.firstName),
          item('lastName', participant.lastName),
          item('nric', participant.nric),
          item('dateOfBirth', dateOfBirthHidden ? 'Hidden' : formatDate(participant.dateOfBirth)),
          lookup('genderId'),
          lookup('raceId'),
          lookup('nationalityId'),
          lookup('citizenshipId'),
        ]}
      />
      <Section
        title="Contact"
        items={[
          item('email', participant.email),
          item('mobileNo', participant.mobileNo),
          item('address', participant.address),
          item('postalCode', participant.postalCode),
        ]}
      />
      <Section
        title="Work"
        items={[
          item('ceaRegNo', participant.ceaRegNo),
          item('agentStatus', participant.agentStatus),
          item('agencyName', participant.agencyName),
          item('corporateId', formData.corporateName(participant.corporateId)),
          lookup('participantTypeId'),
          lookup('profileId'),
          lookup('educationId'),
          lookup('employmentId'),
        ]}
      />
      <Section
        title="Event needs"
        items={[
          lookup('dietaryId'),
          lookup('tshirtSizeId'),
          item('medicalCondition', text(participant.medicalCondition)),
        ]}
      />
      <Section
        title="Professional certification (PCEP)"
        items={[
          item('pcep.membershipNo', participant.pcep.membershipNo, pcepLabels.membershipNo),
          item('pcep.enrolledOn', formatDate(participant.pcep.enrolledOn), pcepLabels.enrolledOn),
          item('pcep.expiresOn', formatDate(participant.pcep.expiresOn), pcepLabels.expiresOn),
        ]}
      />
      <Section
        title="PNG training"
        items={[
          item('png.status', participant.png.status, pngLabels.status),
          item('png.cohort', participant.png.cohort, pngLabels.cohort),
          item('png.enrolledOn', formatDate(participant.png.enrolledOn), pngLabels.enrolledOn),
          item('png.completedOn', formatDate(participant.png.completedOn), pngLabels.completedOn),
        ]}
      />
      <Section
        title="Record"
        items={[
          item('status', <StatusTag status={participant.status} />),
          item('userId', participant.userId === null ? 'No login' : `Has a login (#${participant.userId})`),
          item('remarks', text(participant.remarks)),
          item('createdAt', formatDateTime(participant.createdAt), 'Created'),
          item('updatedAt', formatDateTime(participant.updatedAt), 'Updated'),
        ]}
      />
    </>
  );
}

function MergedInto({ participant }: { participant: Participant }) {
  if (participant.mergedIntoId === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={
        <>
          This record was merged into{' '}
          <Link to={participantPaths.view(participant.mergedIntoId)}>
            participant #{participant.mergedIntoId}
          </Link>
          .
        </>
      }
      data-testid="merged-into"
    />
  );
}

export function ParticipantView() {
  return (
    <RecordViewPage<Participant>
      screens={participantScreens}
      useOne={useGetParticipantQuery}
      titleOf={(participant) => participant.name}
      notice={(participant) => <MergedInto participant={participant} />}
      actions={(participant) => (
        <>
          <RecordActions config={participantActions} record={participant} variant="page" />
          {participant.status === 'Active' && (
            <Can I="delete" a="Participant">
              <Link to={participantPaths.merge(participant.id)}>
                <Button icon={<MergeCellsOutlined />} data-testid="merge-participant">
                  Merge…
                </Button>
              </Link>
            </Can>
          )}
        </>
      )}
      changeLog={{ useLogs: useGetParticipantLogsQuery, fieldLabels: labels }}
      related={(participant) => (
        <Can I="read" a="Registration">
          <ParticipantRegistrations participantId={participant.id} />
          <ResLouCard participantId={participant.id} />
        </Can>
      )}
    >
      {(participant) => <ParticipantDetails participant={participant} />}
    </RecordViewPage>
  );
}
