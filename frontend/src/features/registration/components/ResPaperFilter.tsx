import { Segmented } from 'antd';
import { resPapersAmong } from '../eventDisplay';
import { useGetPublicEventsQuery } from '../registrationApi';
import type { RegistrableEvent } from '../registrationTypes';

/** Whether an event is for the chosen RES paper (none chosen: every event is). */
export const forPaper =
  (paperId: number | null) =>
  (event: RegistrableEvent): boolean =>
    paperId === null || event.resPaperId === paperId;

/**
 * Narrows a public list (`source`) to the RES revision and refresher classes of one paper. It offers the
 * papers the list's classes are for (the same cached request as the list), so it shows only where
 * there is a choice.
 */
export function ResPaperFilter({
  source,
  value,
  onChange,
}: {
  source: string;
  value: number | null;
  onChange: (paperId: number | null) => void;
}) {
  const { data } = useGetPublicEventsQuery(source);
  const papers = resPapersAmong(data ?? []);
  if (papers.length === 0) return null;
  return (
    <Segmented<number>
      value={value ?? 0}
      onChange={(paperId) => onChange(paperId === 0 ? null : paperId)}
      options={[
        { value: 0, label: 'All papers' },
        ...papers.map((paper) => ({ value: paper.id, label: paper.name })),
      ]}
      aria-label="RES paper"
      data-testid="res-paper-filter"
    />
  );
}
