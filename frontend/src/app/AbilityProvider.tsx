import { useMemo, type ReactNode } from 'react';
import { buildAbility } from './ability';
import { AbilityContext } from './abilityContext';
import { useAppSelector } from './hooks';
import { selectSessionUser } from './sessionSlice';

export function AbilityProvider({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectSessionUser);
  const ability = useMemo(() => buildAbility(user?.rules ?? []), [user]);
  return <AbilityContext value={ability}>{children}</AbilityContext>;
}
