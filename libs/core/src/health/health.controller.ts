import { Controller, Get, HttpStatus } from '@nestjs/common';
import { Public } from '../access/policy';
import { DomainError } from '../http/errors';
import { HealthService, type Readiness } from './health.service';

/** For load balancers: liveness needs nothing, readiness needs the database and Redis. */
@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 503 in the one error shape, naming each dependency that is down under `errors`. */
  @Get('ready')
  async ready(): Promise<Readiness> {
    const readiness = await this.health.readiness();
    if (readiness.status === 'ok') return readiness;
    const down = (['database', 'redis'] as const).filter((name) => readiness[name] === false);
    throw new DomainError(
      'NOT_READY',
      `Not ready: ${down.join(' and ')} unavailable`,
      HttpStatus.SERVICE_UNAVAILABLE,
      Object.fromEntries(down.map((name) => [name, [`The ${name} cannot be reached`]])),
    );
  }
}
