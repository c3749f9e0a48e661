import { PersonEditPage } from '@/features/people/pages/PersonEditPage';
import { trainerKind } from '../trainerKind';

export function TrainerEdit() {
  return <PersonEditPage kind={trainerKind} />;
}
