import { Card, Table } from 'antd';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { useGetParticipantRegistrationsQuery } from '../registrationAdminApi';
import { registrationColumns } from './registrationColumns';

// The participant is the payer or one of the attendees; the payer column says which.
const columns = registrationColumns({ sortable: false });

/** The registrations a participant paid for or holds a seat in, each linking to its page. */
export function ParticipantRegistrations({ participantId }: { participantId: number }) {
  const { data, error, isFetching, refetch } = useGetParticipantRegistrationsQuery(participantId);
  return (
    <Card title="Registrations" data-testid="participant-registrations">
      {error ? (
        <LoadErrorAlert error={error} onRetry={refetch} />
      ) : (
        <Table<RegistrationView>
          columns={columns}
          dataSource={data ?? []}
          rowKey={(row) => row.id}
          loading={isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No registration yet' }}
        />
      )}
    </Card>
  );
}
