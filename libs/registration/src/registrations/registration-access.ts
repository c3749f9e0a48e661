import { type Request } from 'express';
import { type AppAbility, forbidden } from '@app/core';
import { Participant } from '@app/people';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type Registration } from './registration.entity';

/** Remembers that this browser made the registration (visitors have no account to tie it to). */
export const rememberRegistration = (request: Request, id: number): void => {
  const ids = new Set(request.session.registrationIds ?? []);
  ids.add(id);
  // The newest twenty are plenty for one browser; the session stays small.
  request.session.registrationIds = [...ids].slice(-20);
};

/**
 * Who may see and pay for a registration: staff who read registrations, the signed-in user who
 * made it or is registered in it, and the browser that made it.
 */
export const assertRegistrationAccess = async (
  em: EntityManager,
  request: Request,
  ability: AppAbility,
  registration: Registration,
): Promise<void> => {
  if (ability.can('read', 'Registration') && !ability.relevantRuleFor('read', 'Registration')?.conditions)
    return;
  if (request.session.registrationIds?.includes(registration.id)) return;
  const userId = request.user?.id;
  if (userId !== undefined) {
    if (registration.userId === userId) return;
    const own = await em.findOne(Participant, { userId });
    if (own && registration.lines.getItems().some((line) => line.participantId === own.id)) return;
  }
  throw forbidden('This registration is not yours');
};
