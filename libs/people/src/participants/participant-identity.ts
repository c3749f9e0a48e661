import { subject } from '@casl/ability';
import { type AppAbility, type SubjectName, normaliseEmail } from '@app/core';
import { type Participant } from './participant.entity';

/** What a caller says about a person: an e-mail and perhaps an NRIC/FIN. */
export interface IdentityClaim {
  email?: string | null;
  nric?: string | null;
}

type StoredIdentity = Pick<Participant, 'email' | 'nric' | 'userId'>;

/**
 * The one rule for whether a caller who is not signed in is the person a stored record describes:
 * they give its e-mail and its NRIC/FIN together (no NRIC/FIN when the record has none). Either one
 * alone proves nothing: an NRIC/FIN is printed on many documents and an e-mail is no secret.
 */
export const claimMatches = (participant: StoredIdentity, claim: IdentityClaim): boolean =>
  Boolean(claim.email) &&
  normaliseEmail(claim.email ?? '') === participant.email &&
  (claim.nric || null) === (participant.nric ?? null);

/** The caller is this participant: signed in as them, or by {@link claimMatches}. */
export const provesIdentity = (
  participant: StoredIdentity,
  claim: IdentityClaim,
  userId: number | null | undefined,
): boolean => (userId != null && participant.userId === userId) || claimMatches(participant, claim);

/**
 * Whether the ability allows an action on a participant's records of some kind (their record,
 * registrations, invoices ...): any, or only those of the participant who is the signed-in user.
 */
export const mayActOn = (
  ability: AppAbility,
  participant: StoredIdentity,
  action: 'read' | 'update' = 'read',
  kind: SubjectName = 'Participant',
): boolean => ability.can(action, subject(kind, { userId: participant.userId ?? null }));

/**
 * Whether anything about a stored participant (their details, or facts such as that they exist,
 * are an agent or have been on a course) may be told to this caller: it is them, signed in or by
 * {@link claimMatches}, or staff who may read participants. Everyone else gets the answer a
 * participant who does not exist would get.
 */
export const mayDisclose = (ability: AppAbility, participant: StoredIdentity, claim: IdentityClaim = {}) =>
  mayActOn(ability, participant) || claimMatches(participant, claim);
