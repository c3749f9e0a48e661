import { Select } from 'antd';
import { useState } from 'react';
import type { PagedResult } from '@/shared/PagedTable';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import type { CandidateQuery, ParticipantSummary } from '../participantTypes';

/** "Tan Ah Kow · #12 · S****567D · tan@example.com": enough to tell duplicates apart. */
export function candidateLabel(participant: ParticipantSummary): string {
  return [participant.name, `#${participant.id}`, participant.nric, participant.email]
    .filter((part) => part)
    .join(' · ');
}

export interface ParticipantPickerProps {
  /** The input's id, so a label (and a test) can find it. */
  id: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** The record chosen on the other side, which is not offered here. */
  excludeId: number | null;
  /** The merge or the transfer candidates' query hook. */
  useCandidates: (query: CandidateQuery) => Omit<PagedResult<ParticipantSummary>, 'error'>;
  /** The chosen record, to name it while it is not among the candidates shown. */
  selected: ParticipantSummary | undefined;
  placeholder: string;
}

/** Finds an active participant by name, NRIC/FIN, e-mail, mobile or CEA number, asking the server as one types. */
export function ParticipantPicker({
  id,
  value,
  onChange,
  excludeId,
  useCandidates,
  selected,
  placeholder,
}: ParticipantPickerProps) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const { data, isFetching } = useCandidates({ keyword, ...(excludeId === null ? {} : { excludeId }) });
  const options = (data?.items ?? []).map((row) => ({ value: row.id, label: candidateLabel(row) }));
  if (value !== null && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: selected ? candidateLabel(selected) : `Participant #${value}` });
  }

  return (
    <Select<number | null>
      id={id}
      value={value}
      onChange={(next) => onChange(next ?? null)}
      options={options}
      loading={isFetching}
      allowClear
      // The server searches; every option it sends matches.
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={(open) => {
        if (!open) setTyped('');
      }}
      notFoundContent={isFetching ? 'Searching…' : 'No active participant matches'}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
