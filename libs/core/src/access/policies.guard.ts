import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Request } from 'express';
import { type AppAbility, abilityFor } from './abilities';
import { type Policy, POLICY_KEY, abilityAllows } from './policy';
import { DomainError, forbidden } from '../http/errors';

export const abilityOf = (request: Request): AppAbility => {
  request.ability ??= abilityFor(request.user);
  return request.ability;
};

/** Global guard: every route declares a policy, and the signed-in user's ability must satisfy it. */
@Injectable()
export class PoliciesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const policy = this.reflector.getAllAndOverride<Policy | undefined>(POLICY_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policy) {
      throw new Error(`${context.getClass().name}.${context.getHandler().name} declares no access policy`);
    }
    if (policy.kind === 'public') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.user) throw new DomainError('UNAUTHENTICATED', 'Please sign in', HttpStatus.UNAUTHORIZED);
    if (policy.kind === 'signedIn') return true;
    if (!abilityAllows(abilityOf(request), policy)) throw forbidden();
    return true;
  }
}
