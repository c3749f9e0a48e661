import { Alert, App, Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { apiErrorText, parseApiError } from '@/shared/apiError';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { describeUsages, type Side } from '../participantMerge';
import { useGetTransferCandidatesQuery, useTransferParticipantRecordsMutation } from '../participantsApi';
import type { MergeCard, TransferInput, TransferResult } from '../participantTypes';
import { participantPaths } from '../paths';
import { MovedRecords } from './MovedRecords';
import { PairPicker, usePairCards, type PairIds } from './PairPicker';
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
  const [problem, setProblem] = useState<string | null>(null);
  const { modal } = App.useApp();
  const from = cards.a.participant;
  const to = cards.b.participant;
  const archived = from.status !== 'Active' || to.status !== 'Active';

  const confirm = () => {
    const input = { fromId: from.id, toId: to.id };
    modal.confirm({
      title: `Transfer the records of #${from.id} to #${to.id}?`,
      content: (
        <ul style={{ paddingInlineStart: 18 }}>
          <li>
            Moving from #{from.id} {from.name} to #{to.id} {to.name}:{' '}
            {describeUsages(cards.a.usages, 'no records')}.
          </li>
          <li>Both participants stay; their details do not change.</li>
          <li>This cannot be undone.</li>
        </ul>
      ),
      okText: 'Transfer',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      width: 560,
      onOk: async () => {
        setProblem(null);
        try {
          onTransferred({ input, result: await transfer(input).unwrap() });
        } catch (error) {
          const parsed = parseApiError(error);
          if (!isAlertedGlobally(parsed.status)) setProblem(apiErrorText(parsed));
        }
      },
    });
  };

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
      <FormErrorAlert title={problem} />
      <Flex justify="flex-end">
        <Button
          type="primary"
          danger
          onClick={confirm}
          loading={isLoading}
          disabled={archived}
          data-testid="transfer-button"
        >
          Transfer records from #{from.id} to #{to.id}
        </Button>
      </Flex>
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

export interface TransferPanelProps {
  /** `a` is the participant the records come from, `b` the one they go to. */
  ids: PairIds;
  onPick: (side: Side, id: number | null) => void;
  onReset: () => void;
}

/**
 * Moving one participant's records (registered under the wrong person) to another; unlike a merge, both
 * participants stay as they are.
 */
export function TransferPanel({ ids, onPick, onReset }: TransferPanelProps) {
  const { cards, problem } = usePairCards(ids);
  const [done, setDone] = useState<Transferred | null>(null);

  if (done) {
    return (
      <TransferDone
        done={done}
        onAgain={() => {
          setDone(null);
          onReset();
        }}
      />
    );
  }
  return (
    <Flex vertical gap="large">
      <Typography.Text type="secondary">
        Every registration, invoice, receipt and attendance record of the first participant moves to the
        second.
      </Typography.Text>
      <PairPicker
        ids={ids}
        inputIds={{ a: 'transfer-from-id', b: 'transfer-to-id' }}
        labels={{ a: 'From', b: 'To' }}
        onPick={onPick}
        useCandidates={useGetTransferCandidatesQuery}
        cards={cards}
      />
      {problem && <Alert type="error" showIcon title={problem} />}
      {cards.a && cards.b && (
        <TransferStep key={`${ids.a}:${ids.b}`} cards={{ a: cards.a, b: cards.b }} onTransferred={setDone} />
      )}
    </Flex>
  );
}
