import { PersonCreatePage } from '@/features/people/pages/PersonCreatePage';
import { facilitatorKind } from '../facilitatorKind';

export function FacilitatorCreate() {
  return <PersonCreatePage kind={facilitatorKind} />;
}
