import { Card, Descriptions } from 'antd';
import { Can } from '@/app/abilityContext';
import { EditDeleteActions } from '@/shared/EditDeleteActions';
import { formatDateTime } from '@/shared/formatDateTime';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { CorporateParticipants } from '../components/CorporateParticipants';
import { corporateFieldLabels as labels } from '../corporateForm';
import { corporateActions, corporateScreens } from '../corporateScreens';
import { useGetCorporateLogsQuery, useGetCorporateQuery } from '../corporatesApi';
import type { Corporate } from '../corporateTypes';

const blank = '—';

function CorporateDetails({ corporate }: { corporate: Corporate }) {
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'name', label: labels.name, children: corporate.name },
        { key: 'uen', label: labels.uen, children: corporate.uen },
        { key: 'address', label: labels.address, children: corporate.address ?? blank },
        { key: 'postalCode', label: labels.postalCode, children: corporate.postalCode ?? blank },
        { key: 'contactPerson', label: labels.contactPerson, children: corporate.contactPerson ?? blank },
        { key: 'contactEmail', label: labels.contactEmail, children: corporate.contactEmail ?? blank },
        { key: 'contactNo', label: labels.contactNo, children: corporate.contactNo ?? blank },
        {
          key: 'remarks',
          label: labels.remarks,
          children: <span style={{ whiteSpace: 'pre-wrap' }}>{corporate.remarks ?? blank}</span>,
        },
        { key: 'createdAt', label: 'Created', children: formatDateTime(corporate.createdAt) },
        { key: 'updatedAt', label: 'Updated', children: formatDateTime(corporate.updatedAt) },
      ]}
    />
  );
}

export function CorporateView() {
  return (
    <RecordViewPage<Corporate>
      screens={corporateScreens}
      useOne={useGetCorporateQuery}
      titleOf={(corporate) => corporate.name}
      actions={(corporate, onDeleted) => (
        <EditDeleteActions
          config={corporateActions}
          record={corporate}
          variant="page"
          onDeleted={onDeleted}
        />
      )}
      changeLog={{ useLogs: useGetCorporateLogsQuery, fieldLabels: labels }}
      related={(corporate) => (
        <Can I="read" a="Participant">
          <Card title={`Participants (${corporate.participantCount})`}>
            <CorporateParticipants corporateId={corporate.id} />
          </Card>
        </Can>
      )}
    >
      {(corporate) => <CorporateDetails corporate={corporate} />}
    </RecordViewPage>
  );
}
