import { PersonViewPage } from '@/features/people/pages/PersonViewPage';
import { trainerKind } from '../trainerKind';

export function TrainerView() {
  return <PersonViewPage kind={trainerKind} />;
}
