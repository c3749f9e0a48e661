import { AsyncResource } from 'node:async_hooks';
import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { JobDispatcher } from './job-dispatcher';
import { type JobOptions, JobQueue, type QueueName } from './queues';

const ATTEMPTS = 3;
const BACKOFF_MS = 1000;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** With no Redis, jobs run in this process after the response, with the same retries a worker gives. */
@Injectable()
export class InProcessJobQueue extends JobQueue implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly pending = new Map<string, Promise<void>>();
  private sequence = 0;
  /**
   * The async context the queue was built in: jobs run there, not in the context of the request
   * (or open transaction) that queued them, as a separate worker would.
   */
  private readonly root = new AsyncResource('InProcessJobQueue');

  constructor(private readonly dispatcher: JobDispatcher) {
    super();
  }

  add(queue: QueueName, name: string, data: object, options: JobOptions = {}): Promise<void> {
    const id = options.jobId ?? `${queue}:${name}:${++this.sequence}`;
    if (this.pending.has(id)) return Promise.resolve();
    const run = this.root
      .runInAsyncScope(() => this.execute(queue, name, data, options.delayMs ?? 0))
      .finally(() => this.pending.delete(id));
    this.pending.set(id, run);
    return Promise.resolve();
  }

  /** Resolves when every job queued so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
  }

  /** Before, not on, shutdown: the database connections close on shutdown, and jobs need them. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  private async execute(queue: QueueName, name: string, data: object, delayMs: number): Promise<void> {
    await sleep(delayMs);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        await this.dispatcher.run(queue, name, data);
        return;
      } catch (error) {
        this.logger.warn(`Job ${queue}:${name} failed (attempt ${attempt} of ${ATTEMPTS}): ${String(error)}`);
        if (attempt < ATTEMPTS) await sleep(BACKOFF_MS * 2 ** (attempt - 1));
      }
    }
  }
}
