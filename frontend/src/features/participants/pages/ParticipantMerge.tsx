import { Card, Flex, Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { usePageTitle } from '@/shared/usePageTitle';
import { idFrom } from '@/shared/WithRecord';
import { MergePanel } from '../components/MergePanel';
import type { PairIds } from '../components/PairPicker';
import { TransferPanel } from '../components/TransferPanel';
import type { Side } from '../participantMerge';
import { participantPaths } from '../paths';

type Mode = 'merge' | 'transfer';

const modes: { value: Mode; label: string }[] = [
  { value: 'merge', label: 'Merge duplicates' },
  { value: 'transfer', label: 'Transfer records' },
];

/**
 * The mode and both picks live in the URL (`?mode=transfer&a=12&b=15`), so a participant's page or a
 * duplicate found by the form can open the screen with a record chosen, and reloading keeps the pair.
 */
function MergeScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'transfer' ? 'transfer' : 'merge';
  const ids: PairIds = { a: idFrom(searchParams.get('a')), b: idFrom(searchParams.get('b')) };

  const change = (update: (params: URLSearchParams) => void) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      update(params);
      return params;
    });
  const pick = (side: Side, id: number | null) =>
    change((params) => (id === null ? params.delete(side) : params.set(side, String(id))));
  const reset = () =>
    change((params) => {
      params.delete('a');
      params.delete('b');
    });
  const panel = { ids, onPick: pick, onReset: reset };

  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb
        root={{ title: 'Participants', path: participantPaths.list }}
        items={[{ title: 'Merge and transfer' }]}
      />
      <Card
        title="Merge and transfer"
        extra={
          <Segmented<Mode>
            options={modes}
            value={mode}
            onChange={(next) =>
              change((params) => (next === 'merge' ? params.delete('mode') : params.set('mode', next)))
            }
            data-testid="merge-mode"
          />
        }
        data-testid="participant-merge"
      >
        {mode === 'merge' ? <MergePanel {...panel} /> : <TransferPanel {...panel} />}
      </Card>
    </Flex>
  );
}

/** Merging duplicate participants, or moving one participant's records to another. */
export function ParticipantMerge() {
  usePageTitle('Merge participants');
  return (
    <RequireAbility action="delete" subject="Participant">
      <MergeScreen />
    </RequireAbility>
  );
}
