import { PersonEditPage } from '@/features/people/pages/PersonEditPage';
import { facilitatorKind } from '../facilitatorKind';

export function FacilitatorEdit() {
  return <PersonEditPage kind={facilitatorKind} />;
}
