import {
  mergeableFields,
  type MergeableField,
  type MergeInput,
  type Participant,
  type Usage,
} from './participantTypes';

/** The two records on the merge screen: A (chosen first) and B. */
export type Side = 'a' | 'b';

export const otherSide = (side: Side): Side => (side === 'a' ? 'b' : 'a');

/** For each mergeable field, the record whose value the kept record ends up with. */
export type FieldChoices = Record<MergeableField, Side>;

/** Every field as the kept record has it: what a merge does unless told otherwise. */
export function keptChoices(kept: Side): FieldChoices {
  return Object.fromEntries(mergeableFields.map((field) => [field, kept])) as FieldChoices;
}

/** What to send: keep one record, merge the other into it, taking the fields chosen from the other. */
export function mergeInput(ids: Record<Side, number>, kept: Side, choices: FieldChoices): MergeInput {
  return {
    keepId: ids[kept],
    mergeId: ids[otherSide(kept)],
    takeFields: mergeableFields.filter((field) => choices[field] !== kept),
  };
}

/** A mergeable field's value as the screen shows and compares it. */
export function fieldValue(participant: Participant, field: MergeableField): string | null {
  return participant[field] ?? null;
}

/** "registration_participant" → "Registration participant". */
export function tableLabel(table: string): string {
  const words = table.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "3 registration participant records, 1 invoice record", or the empty wording given. */
export function describeUsages(usages: readonly Usage[], none: string): string {
  if (usages.length === 0) return none;
  return usages
    .map(({ table, count }) => `${count} ${table.replace(/_/g, ' ')} record${count === 1 ? '' : 's'}`)
    .join(', ');
}
