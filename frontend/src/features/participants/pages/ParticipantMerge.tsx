import { Card, Flex, Segmented } from 'antd';
import { RequireAbility } from '@/admin/RequireAbility';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { usePageTitle } from '@/shared/usePageTitle';
import { MergePanel } from '../components/MergePanel';
import { TransferPanel } from '../components/TransferPanel';
import { participantPaths } from '../paths';
import { useMergeParams, type MergeMode } from '../useMergeParams';

const modes: { value: MergeMode; label: string }[] = [
  { value: 'merge', label: 'Merge duplicates' },
  { value: 'transfer', label: 'Transfer records' },
];

function MergeScreen() {
  const { mode, ids, pick, reset, setMode } = useMergeParams();
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
          <Segmented<MergeMode> options={modes} value={mode} onChange={setMode} data-testid="merge-mode" />
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
