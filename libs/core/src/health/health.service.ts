import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { type Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { commandClient } from '../jobs/redis-options';

export interface Readiness {
  status: 'ok' | 'unavailable';
  database: boolean;
  redis: boolean | 'not configured';
}

const within = <T>(ms: number, work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

@Injectable()
export class HealthService implements OnModuleDestroy {
  private redis?: Redis;

  constructor(
    private readonly orm: MikroORM,
    private readonly config: AppConfig,
  ) {}

  async readiness(): Promise<Readiness> {
    const database = await within(2000, this.orm.em.getConnection().execute('select 1')).then(
      () => true,
      () => false,
    );
    const redis = this.config.redisUrl
      ? await within(2000, this.client(this.config.redisUrl).ping()).then(
          (reply) => reply === 'PONG',
          () => false,
        )
      : 'not configured';
    return { status: database && redis !== false ? 'ok' : 'unavailable', database, redis };
  }

  private client(url: string): Redis {
    this.redis ??= commandClient(url);
    return this.redis;
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
