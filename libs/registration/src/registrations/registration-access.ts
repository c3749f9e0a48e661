import { Injectable } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AppAbility, VisitorCookies, abilityAllows, notFound } from '@app/core';
import { Participant } from '@app/people';
import { type Registration } from './registration.entity';

/** The cookie naming the registrations this browser made (visitors have no account to tie them to). */
const MADE_HERE = 'regs';
/** The newest twenty are plenty for one browser; the cookie stays small. */
const REMEMBERED = 20;

/** Staff who read every registration (a participant's rule for their own does not count). */
export const readsAllRegistrations = (ability: AppAbility): boolean =>
  abilityAllows(ability, { action: 'read', subject: 'Registration' });

/**
 * Who may see and pay for a registration: staff who read registrations, the browser that made it,
 * the signed-in user who made it, and the signed-in payer when the booker proved to be them (a seat
 * booked on someone's NRIC/FIN alone is the booker's business until it is paid).
 */
@Injectable()
export class RegistrationAccess {
  constructor(
    private readonly em: EntityManager,
    private readonly cookies: VisitorCookies,
  ) {}

  /** Remembers that this browser made the registration, in a signed cookie (no session row written). */
  remember(request: Request, response: Response, id: number): void {
    const ids = new Set(this.madeHere(request));
    ids.add(id);
    this.cookies.write(request, response, MADE_HERE, [...ids].slice(-REMEMBERED).join('.'));
  }

  /** Whether the caller may see and pay for `registration`, which must have its lines loaded. */
  async allows(request: Request, ability: AppAbility, registration: Registration): Promise<boolean> {
    if (readsAllRegistrations(ability)) return true;
    if (this.madeHere(request).includes(registration.id)) return true;
    const userId = request.user?.id;
    if (userId === undefined) return false;
    if (registration.userId === userId) return true;
    const payerLines = registration.lines
      .getItems()
      .filter((line) => line.participantId === registration.payerId);
    if (payerLines.some((line) => line.bookedAs)) return false;
    return (await this.em.count(Participant, { id: registration.payerId, userId })) > 0;
  }

  /**
   * Refuses a caller {@link allows} does not allow with the same 404 as for a registration that
   * does not exist, so that ids (which are sequential) tell nobody anything.
   */
  async assert(request: Request, ability: AppAbility, registration: Registration): Promise<void> {
    if (!(await this.allows(request, ability, registration)))
      throw notFound(`Registration ${registration.id}`);
  }

  private madeHere(request: Request): number[] {
    const value = this.cookies.read(request, MADE_HERE);
    return value ? value.split('.').map(Number).filter(Number.isSafeInteger) : [];
  }
}
