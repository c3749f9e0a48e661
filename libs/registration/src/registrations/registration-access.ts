import { type Request } from 'express';
import { type AppAbility, abilityAllows, notFound } from '@app/core';
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

/** Staff who read every registration (a participant's rule for their own does not count). */
export const readsAllRegistrations = (ability: AppAbility): boolean =>
  abilityAllows(ability, { action: 'read', subject: 'Registration' });

/**
 * Who may see and pay for a registration: staff who read registrations, the browser that made it,
 * the signed-in user who made it, and the signed-in payer when the booker proved to be them (a seat
 * booked on someone's NRIC/FIN alone is the booker's business until it is paid). `registration`
 * must have its lines loaded.
 */
export const mayAccessRegistration = async (
  em: EntityManager,
  request: Request,
  ability: AppAbility,
  registration: Registration,
): Promise<boolean> => {
  if (readsAllRegistrations(ability)) return true;
  if (request.session?.registrationIds?.includes(registration.id)) return true;
  const userId = request.user?.id;
  if (userId === undefined) return false;
  if (registration.userId === userId) return true;
  const payerLines = registration.lines
    .getItems()
    .filter((line) => line.participantId === registration.payerId);
  if (payerLines.some((line) => line.bookedAs)) return false;
  return (await em.count(Participant, { id: registration.payerId, userId })) > 0;
};

/**
 * Refuses a caller {@link mayAccessRegistration} does not allow with the same 404 as for a
 * registration that does not exist, so that ids (which are sequential) tell nobody anything.
 */
export const assertRegistrationAccess = async (
  em: EntityManager,
  request: Request,
  ability: AppAbility,
  registration: Registration,
): Promise<void> => {
  if (!(await mayAccessRegistration(em, request, ability, registration))) {
    throw notFound(`Registration ${registration.id}`);
  }
};
