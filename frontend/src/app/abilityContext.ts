import { createContext } from 'react';
import { createContextualCan, useAbility } from '@casl/react';
import { buildAbility, type AppAbility } from './ability';

/** Anonymous visitors get an ability with no rules; AbilityProvider swaps in the signed-in user's. */
export const AbilityContext = createContext<AppAbility>(buildAbility([]));

export const Can = createContextualCan(AbilityContext.Consumer);

export function useAppAbility(): AppAbility {
  return useAbility(AbilityContext);
}
