import { RecordEditPage } from '@/shared/RecordFormPage';
import { PersonForm } from '../components/PersonForm';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';

export function PersonEditPage<T extends Person, V extends PersonFormValues>({
  kind,
}: {
  kind: PersonKind<T, V>;
}) {
  return (
    <RecordEditPage<T> screens={kind} useOne={kind.api.useOne} titleOf={(person) => person.name}>
      {(person, handlers) => <PersonForm key={person.id} kind={kind} record={person} {...handlers} />}
    </RecordEditPage>
  );
}
