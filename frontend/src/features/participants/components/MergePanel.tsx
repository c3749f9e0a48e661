import { Alert, Button, Flex, Radio, Result, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { participantFieldLabels as labels } from '../participantForm';
import {
  describeUsages,
  fieldValue,
  keptChoices,
  mergeInput,
  otherSide,
  type FieldChoices,
  type Side,
} from '../participantMerge';
import { useGetMergeCandidatesQuery, useMergeParticipantsMutation } from '../participantsApi';
import { mergeableFields, type MergeableField, type MergeCard, type MergeResult } from '../participantTypes';
import { participantPaths } from '../paths';
import { ConfirmedActionButton } from './ConfirmedActionButton';
import { MovedRecords } from './MovedRecords';
import { PairPanel, type PairPanelProps } from './PairPanel';
import { ParticipantSideCard } from './ParticipantSideCard';

const sideLetters: Record<Side, string> = { a: 'A', b: 'B' };

interface FieldRow {
  field: MergeableField;
  values: Record<Side, string | null>;
}

/** What the confirmation says will happen, in the order it happens. */
function mergeSummary(cards: Record<Side, MergeCard>, kept: Side, choices: FieldChoices) {
  const keep = cards[kept];
  const merged = cards[otherSide(kept)];
  const taken = mergeInput({ a: 0, b: 0 }, kept, choices).takeFields.map((field) => labels[field]);
  return [
    `#${merged.participant.id} ${merged.participant.name} is archived and marked as merged into #${keep.participant.id} ${keep.participant.name}.`,
    `Moving to #${keep.participant.id}: ${describeUsages(merged.usages, 'no other records')}.`,
    taken.length > 0
      ? `Taken from #${merged.participant.id}: ${taken.join(', ')}.`
      : `Every field stays as #${keep.participant.id} has it.`,
    ...(merged.hasLogin
      ? [
          keep.hasLogin
            ? `The login of #${merged.participant.id} is deactivated; #${keep.participant.id} keeps its own.`
            : `The login of #${merged.participant.id} passes to #${keep.participant.id}.`,
        ]
      : []),
    'This cannot be undone.',
  ];
}

/** The chosen pair side by side: which record to keep, and per field whose value the kept record ends with. */
function MergeStep({
  cards,
  onMerged,
}: {
  cards: Record<Side, MergeCard>;
  onMerged: (result: MergeResult) => void;
}) {
  const [kept, setKept] = useState<Side>('a');
  const [choices, setChoices] = useState<FieldChoices>(() => keptChoices('a'));
  const [merge, { isLoading }] = useMergeParticipantsMutation();
  const ids = { a: cards.a.participant.id, b: cards.b.participant.id };
  const archived = (['a', 'b'] as const).filter((side) => cards[side].participant.status !== 'Active');

  const keep = (side: Side) => {
    setKept(side);
    // The default is always the kept record's value; earlier picks were made against the other record.
    setChoices(keptChoices(side));
  };

  const input = mergeInput(ids, kept, choices);

  const rows: FieldRow[] = mergeableFields.map((field) => ({
    field,
    values: { a: fieldValue(cards.a.participant, field), b: fieldValue(cards.b.participant, field) },
  }));
  const sideTitle = (side: Side) =>
    `${sideLetters[side]} · #${ids[side]} (${side === kept ? 'kept' : 'merged away'})`;
  const columns: TableColumnsType<FieldRow> = [
    { key: 'field', title: 'Field', render: (_, row) => labels[row.field] },
    ...(['a', 'b'] as const).map((side) => ({
      key: side,
      title: sideTitle(side),
      render: (_: unknown, row: FieldRow) => (
        <Radio
          checked={choices[row.field] === side}
          // Nothing to choose between equal values.
          disabled={row.values.a === row.values.b}
          onChange={() => setChoices((current) => ({ ...current, [row.field]: side }))}
          data-testid={`take-${row.field}-${side}`}
        >
          {row.values[side] ?? '—'}
        </Radio>
      ),
    })),
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap>
        {(['a', 'b'] as const).map((side) => (
          <ParticipantSideCard
            key={side}
            title={`${sideLetters[side]} ${side === kept ? '(kept)' : '(merged away)'}`}
            card={cards[side]}
            testId={`merge-side-${side}`}
          />
        ))}
      </Flex>
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>Keep</Typography.Text>
        <Radio.Group
          value={kept}
          onChange={(event) => keep(event.target.value as Side)}
          options={(['a', 'b'] as const).map((side) => ({
            value: side,
            label: `${sideLetters[side]}: ${cards[side].participant.name} (#${ids[side]})`,
          }))}
          data-testid="keep-choice"
        />
      </Flex>
      <Typography.Text type="secondary">
        Choose, field by field, which value the kept record ends up with; the other record is archived.
      </Typography.Text>
      <Table<FieldRow>
        columns={columns}
        dataSource={rows}
        rowKey={(row) => row.field}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        data-testid="merge-fields"
      />
      {archived.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="Archived records cannot be merged; unarchive them first."
          data-testid="merge-archived"
        />
      )}
      <ConfirmedActionButton
        question={`Merge participant #${input.mergeId} into #${input.keepId}?`}
        consequences={mergeSummary(cards, kept, choices)}
        okText="Merge"
        run={() => merge(input).unwrap()}
        onDone={onMerged}
        loading={isLoading}
        disabled={archived.length > 0}
        testId="merge-button"
      >
        Merge #{ids[otherSide(kept)]} into #{ids[kept]}
      </ConfirmedActionButton>
    </Flex>
  );
}

function MergeDone({ result, onAgain }: { result: MergeResult; onAgain: () => void }) {
  return (
    <Result
      status="success"
      title="Participants merged"
      subTitle={`Participant #${result.mergedId} was merged into #${result.kept.id} ${result.kept.name} and archived.`}
      extra={[
        <Link key="kept" to={participantPaths.view(result.kept.id)}>
          <Button type="primary" data-testid="kept-link">
            View {result.kept.name}
          </Button>
        </Link>,
        <Button key="again" onClick={onAgain}>
          Merge another pair
        </Button>,
      ]}
      data-testid="merge-result"
    >
      <MovedRecords moved={result.moved} />
    </Result>
  );
}

export type MergePanelProps = Pick<PairPanelProps<MergeResult>, 'ids' | 'onPick' | 'onReset'>;

/** Merging duplicates: pick two records, choose the kept one and its values, confirm, see what moved. */
export function MergePanel(pair: MergePanelProps) {
  return (
    <PairPanel<MergeResult>
      {...pair}
      picker={{
        inputIds: { a: 'merge-a', b: 'merge-b' },
        labels: { a: 'Record A', b: 'Record B' },
        useCandidates: useGetMergeCandidatesQuery,
      }}
      step={(cards, onDone) => <MergeStep cards={cards} onMerged={onDone} />}
      done={(result, onAgain) => <MergeDone result={result} onAgain={onAgain} />}
    />
  );
}
