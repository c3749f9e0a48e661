import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobHandler, JobQueue, QueueName, currentTime, queryRows } from '@app/core';
import { SeatLedger } from '../seats/seat-ledger';

const RELEASE_HOLDS = 'release-seat-holds';

/**
 * Gives back the seats of checkouts whose payment never came: every minute, drafts past their
 * hold are voided and their registrations marked RegisteredNotCompleted (the visitor can start
 * again). Checkouts also release expired holds of the events they lock, so a seat never waits
 * for this sweep.
 */
@Injectable()
export class HoldSweeper {
  private readonly logger = new Logger('HoldSweeper');

  constructor(
    private readonly em: EntityManager,
    private readonly seats: SeatLedger,
    private readonly jobs: JobQueue,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE)
  schedule(): Promise<void> {
    // BullMQ refuses job ids with a colon, so the minute is written without one (2026-11-21T1032).
    const minute = new Date().toISOString().slice(0, 16).replace(':', '');
    return this.jobs.add(QueueName.Maintenance, RELEASE_HOLDS, {}, { jobId: `${RELEASE_HOLDS}-${minute}` });
  }

  @JobHandler(QueueName.Maintenance, RELEASE_HOLDS)
  async release(): Promise<number> {
    return this.em.transactional(async () => {
      const released = await this.seats.releaseExpired();
      await queryRows(
        this.em,
        `update registration set status = 'RegisteredNotCompleted', updated_at = ?
          where status = 'InProgress' and payment_status = 'unpaid' and hold_expires_at <= ?`,
        [currentTime(), currentTime()],
      );
      if (released) this.logger.log(`Released ${released} held seats`);
      return released;
    });
  }
}
