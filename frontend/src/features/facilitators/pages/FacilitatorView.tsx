import { PersonViewPage } from '@/features/people/pages/PersonViewPage';
import { facilitatorKind } from '../facilitatorKind';

export function FacilitatorView() {
  return <PersonViewPage kind={facilitatorKind} />;
}
