import { Alert, Button, Flex, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { describeUsages, type Side } from '../participantMerge';
import { useGetTransferCandidatesQuery, useTransferParticipantRecordsMutation } from '../participantsApi';
import type { MergeCard, TransferInput, TransferResult } from '../participantTypes';
import { participantPaths } from '../paths';
import { ConfirmedActionButton } from './ConfirmedActionButton';
import { MovedRecords } from './MovedRecords';
import { PairPanel, type PairPanelProps } from './PairPanel';
import { ParticipantSideCard } from './ParticipantSideCard';

interface Transferred {
  input: TransferInput;
  result: TransferResult;
}

function TransferStep({
  cards,
  onTransferred,
}: {
  cards: Record<Side, MergeCard>;
  onTransferred: (done: Transferred) => void;
}) {
  const [transfer, { isLoading }] = useTransferParticipantRecordsMutation();
  const from = cards.a.participant;
  const to = cards.b.participant;
  const archived = from.status !== 'Active' || to.status !== 'Active';
  const input = { fromId: from.id, toId: to.id };

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap>
        <ParticipantSideCard title="From" card={cards.a} testId="transfer-from" />
        <ParticipantSideCard title="To" card={cards.b} testId="transfer-to" />
      </Flex>
      {archived && (
        <Alert
          type="warning"
          showIcon
          title="Records cannot be transferred from or to an archived participant; unarchive them first."
        />
      )}
      <ConfirmedActionButton
        question={`Transfer the records of #${from.id} to #${to.id}?`}
        consequences={[
          `Moving from #${from.id} ${from.name} to #${to.id} ${to.name}: ${describeUsages(cards.a.usages, 'no records')}.`,
          'Both participants stay; their details do not change.',
          'This cannot be undone.',
        ]}
        okText="Transfer"
        run={async () => ({ input, result: await transfer(input).unwrap() })}
        onDone={onTransferred}
        loading={isLoading}
        disabled={archived}
        testId="transfer-button"
      >
        Transfer records from #{from.id} to #{to.id}
      </ConfirmedActionButton>
    </Flex>
  );
}

function TransferDone({ done, onAgain }: { done: Transferred; onAgain: () => void }) {
  const { fromId, toId } = done.input;
  return (
    <Result
      status="success"
      title="Records transferred"
      subTitle={`The records of participant #${fromId} now belong to #${toId}.`}
      extra={[
        <Link key="to" to={participantPaths.view(toId)}>
          <Button type="primary">View #{toId}</Button>
        </Link>,
        <Link key="from" to={participantPaths.view(fromId)}>
          <Button>View #{fromId}</Button>
        </Link>,
        <Button key="again" onClick={onAgain}>
          Transfer more
        </Button>,
      ]}
      data-testid="transfer-result"
    >
      <MovedRecords moved={done.result.moved} />
    </Result>
  );
}

/** `a` is the participant the records come from, `b` the one they go to. */
export type TransferPanelProps = Pick<PairPanelProps<Transferred>, 'ids' | 'onPick' | 'onReset'>;

/**
 * Moving one participant's records (registered under the wrong person) to another; unlike a merge, both
 * participants stay as they are.
 */
export function TransferPanel(pair: TransferPanelProps) {
  return (
    <PairPanel<Transferred>
      {...pair}
      intro={
        <Typography.Text type="secondary">
          Every registration, invoice, receipt and attendance record of the first participant moves to the
          second.
        </Typography.Text>
      }
      picker={{
        inputIds: { a: 'transfer-from-id', b: 'transfer-to-id' },
        labels: { a: 'From', b: 'To' },
        useCandidates: useGetTransferCandidatesQuery,
      }}
      step={(cards, onDone) => <TransferStep cards={cards} onTransferred={onDone} />}
      done={(done, onAgain) => <TransferDone done={done} onAgain={onAgain} />}
    />
  );
}
