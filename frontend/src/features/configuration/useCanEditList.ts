import { isAppAction } from '@/app/ability';
import { useAppAbility } from '@/app/abilityContext';
import type { ListDescription } from './configurationTypes';

/** Whether the user may change this list: each list names its own edit policy. */
export function useCanEditList(list: Pick<ListDescription, 'editPolicy'>): boolean {
  const ability = useAppAbility();
  const { action, subject } = list.editPolicy;
  return isAppAction(action) && ability.can(action, subject);
}
