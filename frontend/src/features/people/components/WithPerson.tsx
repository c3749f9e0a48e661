import type { ReactNode } from 'react';
import { WithRecord } from '@/shared/WithRecord';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';

export interface WithPersonProps<T extends Person, V extends PersonFormValues> {
  kind: PersonKind<T, V>;
  children: (person: T) => ReactNode;
}

/** Loads the person the URL names (`:id`), then renders the page for them; a bad or unknown id is a 404. */
export function WithPerson<T extends Person, V extends PersonFormValues>({
  kind,
  children,
}: WithPersonProps<T, V>) {
  return (
    <WithRecord useOne={kind.api.useOne} noun={kind.noun} area={kind.area} listPath={kind.paths.list}>
      {children}
    </WithRecord>
  );
}
