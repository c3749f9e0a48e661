import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Request } from 'express';
import { type AppAbility, type SessionUser, abilityOf } from '@app/core';

/** Who is acting, and what they may do. */
export interface Actor {
  user: SessionUser;
  ability: AppAbility;
}

/** The signed-in user with their ability: who acts, and what the services may let them touch. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const request = context.switchToHttp().getRequest<Request>();
  return { user: request.user!, ability: abilityOf(request) };
});
