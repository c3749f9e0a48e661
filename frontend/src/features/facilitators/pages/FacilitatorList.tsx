import { PersonListPage } from '@/features/people/pages/PersonListPage';
import { facilitatorKind } from '../facilitatorKind';

export function FacilitatorList() {
  return <PersonListPage kind={facilitatorKind} />;
}
