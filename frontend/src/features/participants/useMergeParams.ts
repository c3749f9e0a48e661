import { idFrom } from '@/shared/WithRecord';
import { useSearchParamsUpdater } from '@/shared/useSearchParamsUpdater';
import type { PairIds } from './components/PairPicker';
import type { Side } from './participantMerge';

export type MergeMode = 'merge' | 'transfer';

/**
 * The merge screen's mode and both picks, kept in the URL (`?mode=transfer&a=12&b=15`) so a participant's
 * page or a duplicate found by the form can open the screen with a record chosen, and reloading keeps the
 * pair. Each change starts from the URL as it is, so picking B right after A keeps A.
 */
export function useMergeParams() {
  const [searchParams, update] = useSearchParamsUpdater();
  const mode: MergeMode = searchParams.get('mode') === 'transfer' ? 'transfer' : 'merge';
  const ids: PairIds = { a: idFrom(searchParams.get('a')), b: idFrom(searchParams.get('b')) };

  const change = (edit: (params: URLSearchParams) => void) =>
    update((current) => {
      edit(current);
      return current;
    });
  const pick = (side: Side, id: number | null) =>
    change((params) => (id === null ? params.delete(side) : params.set(side, String(id))));
  const reset = () =>
    change((params) => {
      params.delete('a');
      params.delete('b');
    });
  const setMode = (next: MergeMode) =>
    change((params) => (next === 'merge' ? params.delete('mode') : params.set('mode', next)));

  return { mode, ids, pick, reset, setMode };
}
