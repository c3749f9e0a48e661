import { PersonListPage } from '@/features/people/pages/PersonListPage';
import { trainerKind } from '../trainerKind';

export function TrainerList() {
  return <PersonListPage kind={trainerKind} />;
}
