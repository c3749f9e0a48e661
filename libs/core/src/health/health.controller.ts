import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { Public } from '../access/policy';
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

  @Get('ready')
  @HttpCode(200)
  async ready(): Promise<Readiness> {
    const readiness = await this.health.readiness();
    if (readiness.status !== 'ok') throw new ServiceUnavailableException(readiness);
    return readiness;
  }
}
