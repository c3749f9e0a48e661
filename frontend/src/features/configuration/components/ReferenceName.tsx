import { emptyCell } from '../fieldDisplay';
import { useGetActiveEntriesQuery } from '../configurationApi';

/**
 * The name of the referenced entry. Names come from the referenced list's active entries, which every cell
 * of the column shares through the cache; an entry since deactivated shows its id.
 */
export function ReferenceName({ list, id }: { list: string; id: number | null }) {
  const { data } = useGetActiveEntriesQuery(list);
  if (id === null) return emptyCell;
  const entry = data?.find((candidate) => candidate.id === id);
  return entry ? entry.name : `#${id}`;
}
