import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useGetParticipantsQuery } from '@/features/participants/participantsApi';
import { participantPaths } from '@/features/participants/paths';
import type { ParticipantSummary } from '@/features/participants/participantTypes';
import { PagedTable } from '@/shared/PagedTable';
import { StatusTag } from '@/shared/StatusTag';
import { useLocalListQuery } from '@/shared/useLocalListQuery';

const blank = '—';

/**
 * The participants who belong to a corporate, a page at a time, for readers who may read participants;
 * NRICs come masked unless the reader may see personal data.
 */
export function CorporateParticipants({ corporateId }: { corporateId: number }) {
  // Paging lives here, not in the URL: the table sits inside the corporate's page.
  const [query, setQuery] = useLocalListQuery();
  const result = useGetParticipantsQuery({
    ...query,
    filters: { corporateId: String(corporateId) },
  });

  const columns: TableColumnsType<ParticipantSummary> = [
    {
      key: 'name',
      title: 'Name',
      render: (_, row) => <Link to={participantPaths.view(row.id)}>{row.name}</Link>,
    },
    { key: 'nric', title: 'NRIC/FIN', render: (_, row) => row.nric ?? blank },
    { key: 'email', title: 'Email', dataIndex: 'email' },
    { key: 'mobileNo', title: 'Mobile', dataIndex: 'mobileNo' },
    { key: 'ceaRegNo', title: 'CEA registration no.', render: (_, row) => row.ceaRegNo ?? blank },
    { key: 'status', title: 'Status', render: (_, row) => <StatusTag status={row.status} /> },
  ];

  return (
    <div data-testid="corporate-participants">
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchable={false}
      />
    </div>
  );
}
