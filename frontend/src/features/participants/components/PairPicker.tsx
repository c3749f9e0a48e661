import { skipToken } from '@reduxjs/toolkit/query';
import { Flex, Typography } from 'antd';
import { parseApiError } from '@/shared/apiError';
import type { Side } from '../participantMerge';
import { useGetMergeCardQuery } from '../participantsApi';
import type { MergeCard } from '../participantTypes';
import { ParticipantPicker, type ParticipantPickerProps } from './ParticipantPicker';

export type PairIds = Record<Side, number | null>;

/** Both sides' merge cards once chosen, and why one could not be loaded (an unknown id in the URL ...). */
export function usePairCards(ids: PairIds) {
  const a = useGetMergeCardQuery(ids.a ?? skipToken);
  const b = useGetMergeCardQuery(ids.b ?? skipToken);
  const failed = [a.error, b.error].find((error) => error !== undefined);
  const cards: Partial<Record<Side, MergeCard>> = {
    ...(ids.a !== null && a.data ? { a: a.data } : {}),
    ...(ids.b !== null && b.data ? { b: b.data } : {}),
  };
  return { cards, problem: failed === undefined ? null : parseApiError(failed).message };
}

export interface PairPickerProps {
  /** The pickers' ids and labels: `merge-a` "Record A" ... */
  ids: PairIds;
  inputIds: Record<Side, string>;
  labels: Record<Side, string>;
  onPick: (side: Side, id: number | null) => void;
  useCandidates: ParticipantPickerProps['useCandidates'];
  cards: Partial<Record<Side, MergeCard>>;
}

/** Two participant pickers side by side; neither offers the record chosen in the other. */
export function PairPicker({ ids, inputIds, labels, onPick, useCandidates, cards }: PairPickerProps) {
  const sides: Side[] = ['a', 'b'];
  return (
    <Flex gap="middle" wrap>
      {sides.map((side) => (
        <Flex key={side} vertical gap={4} style={{ flex: '1 1 320px' }}>
          <Typography.Text strong>
            <label htmlFor={inputIds[side]}>{labels[side]}</label>
          </Typography.Text>
          <ParticipantPicker
            id={inputIds[side]}
            value={ids[side]}
            onChange={(id) => onPick(side, id)}
            excludeId={ids[side === 'a' ? 'b' : 'a']}
            useCandidates={useCandidates}
            selected={cards[side]?.participant}
            placeholder="Search by name, NRIC/FIN, e-mail, mobile or CEA no."
          />
        </Flex>
      ))}
    </Flex>
  );
}
