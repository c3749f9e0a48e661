import { Inject, type Type } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job } from 'bullmq';
import { JobDispatcher } from './job-dispatcher';
import { type QueueName } from './queues';

/** One BullMQ processor class per queue, all handing jobs to the dispatcher. */
export const processorFor = (queue: QueueName): Type<WorkerHost> => {
  @Processor(queue, { concurrency: 4 })
  class QueueProcessor extends WorkerHost {
    constructor(@Inject(JobDispatcher) private readonly dispatcher: JobDispatcher) {
      super();
    }

    process(job: Job): Promise<unknown> {
      return this.dispatcher.run(queue, job.name, job.data);
    }
  }
  Object.defineProperty(QueueProcessor, 'name', { value: `${queue}QueueProcessor` });
  return QueueProcessor;
};
