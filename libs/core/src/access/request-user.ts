import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Request } from 'express';
import { abilityOf } from './policies.guard';
import { type SessionUser } from './session-user';

/** The signed-in user; routes using it are never @Public, so the guard has ensured one exists. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser =>
    context.switchToHttp().getRequest<Request>().user!,
);

export const CurrentAbility = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  abilityOf(context.switchToHttp().getRequest<Request>()),
);
