import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { type JobOptions, JobQueue, type QueueName } from './queues';

/** Enqueues onto Redis; the worker app (or the api, with WORKERS_IN_API) processes. */
@Injectable()
export class BullJobQueue extends JobQueue {
  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  async add(queue: QueueName, name: string, data: object, options: JobOptions = {}): Promise<void> {
    const target = this.moduleRef.get<Queue>(getQueueToken(queue), { strict: false });
    await target.add(name, data, { jobId: options.jobId, delay: options.delayMs });
  }
}
