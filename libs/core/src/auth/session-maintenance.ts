import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/core';
import { JobHandler } from '../jobs/job-handler';
import { JobQueue, QueueName } from '../jobs/queues';
import { purgeExpiredSessions } from './pg-session.store';

const PURGE_SESSIONS = 'purge-sessions';

@Injectable()
export class SessionMaintenance {
  private readonly logger = new Logger('SessionMaintenance');

  constructor(
    private readonly jobs: JobQueue,
    private readonly orm: MikroORM,
  ) {}

  /** The job id names the hour, so replicas whose crons all fire enqueue one purge between them. */
  @Cron(CronExpression.EVERY_HOUR)
  schedulePurge(): Promise<void> {
    const hour = new Date().toISOString().slice(0, 13);
    return this.jobs.add(QueueName.Maintenance, PURGE_SESSIONS, {}, { jobId: `${PURGE_SESSIONS}-${hour}` });
  }

  @JobHandler(QueueName.Maintenance, PURGE_SESSIONS)
  async purge(): Promise<number> {
    const removed = await purgeExpiredSessions(this.orm);
    this.logger.log(`Removed ${removed} expired sessions`);
    return removed;
  }
}
