import { PersonCreatePage } from '@/features/people/pages/PersonCreatePage';
import { trainerKind } from '../trainerKind';

export function TrainerCreate() {
  return <PersonCreatePage kind={trainerKind} />;
}
