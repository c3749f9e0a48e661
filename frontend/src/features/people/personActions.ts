import type { RecordActionsConfig } from '@/shared/RecordActions';
import type { PersonFormValues } from './personForm';
import type { PersonKind } from './personKind';
import type { Person } from './personTypes';

/** What a person's row and view page offer, for any kind of person. */
export function personActions<T extends Person, V extends PersonFormValues>(
  kind: PersonKind<T, V>,
): RecordActionsConfig {
  return {
    screens: kind,
    hooks: kind.api,
    deleteDescription: `${kind.area} in use cannot be deleted; archive them instead.`,
  };
}
