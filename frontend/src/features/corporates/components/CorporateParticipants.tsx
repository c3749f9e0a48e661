import { participantColumns } from '@/features/participants/components/participantColumns';
import { useGetParticipantsQuery } from '@/features/participants/participantsApi';
import { PagedTable } from '@/shared/PagedTable';
import { useLocalListQuery } from '@/shared/useLocalListQuery';

const columns = participantColumns({ sortable: false });

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
