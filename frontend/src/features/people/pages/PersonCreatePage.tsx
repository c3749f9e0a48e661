import { RecordCreatePage } from '@/shared/RecordFormPage';
import { PersonForm } from '../components/PersonForm';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';

export function PersonCreatePage<T extends Person, V extends PersonFormValues>({
  kind,
}: {
  kind: PersonKind<T, V>;
}) {
  return (
    <RecordCreatePage screens={kind}>
      {(handlers) => <PersonForm kind={kind} record={null} {...handlers} />}
    </RecordCreatePage>
  );
}
