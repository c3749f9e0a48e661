import { Alert, Flex } from 'antd';
import { Fragment, useState, type ReactNode } from 'react';
import type { Side } from '../participantMerge';
import type { MergeCard } from '../participantTypes';
import { PairPicker, usePairCards, type PairIds, type PairPickerProps } from './PairPicker';

export interface PairPanelProps<D> {
  ids: PairIds;
  onPick: (side: Side, id: number | null) => void;
  /** Clears both picks, for the next pair. */
  onReset: () => void;
  picker: Pick<PairPickerProps, 'inputIds' | 'labels' | 'useCandidates'>;
  /** What the panel does, above the pickers. */
  intro?: ReactNode;
  /** What to do with the chosen pair; `onDone` hands over what was done. */
  step: (cards: Record<Side, MergeCard>, onDone: (done: D) => void) => ReactNode;
  /** What was done, with the way to start over with another pair. */
  done: (done: D, onAgain: () => void) => ReactNode;
}

/** Two participants picked side by side, something done to the pair, and the outcome. */
export function PairPanel<D>({ ids, onPick, onReset, picker, intro, step, done }: PairPanelProps<D>) {
  const { cards, problem } = usePairCards(ids);
  const [outcome, setOutcome] = useState<D | null>(null);

  if (outcome !== null) {
    return done(outcome, () => {
      setOutcome(null);
      onReset();
    });
  }
  return (
    <Flex vertical gap="large">
      {intro}
      <PairPicker ids={ids} onPick={onPick} cards={cards} {...picker} />
      {problem && <Alert type="error" showIcon title={problem} />}
      {cards.a && cards.b && (
        // Keyed by the pair, so what was chosen for one pair never carries over to another.
        <Fragment key={`${ids.a}:${ids.b}`}>{step({ a: cards.a, b: cards.b }, setOutcome)}</Fragment>
      )}
    </Flex>
  );
}
