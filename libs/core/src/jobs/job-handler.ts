import { SetMetadata } from '@nestjs/common';
import { type QueueName } from './queues';

export const JOB_HANDLER_KEY = 'jobs:handler';

export interface JobHandlerMeta {
  queue: QueueName;
  name: string;
}

/** Marks a service method as the handler of one job; it receives the job's data. */
export const JobHandler = (queue: QueueName, name: string): MethodDecorator =>
  SetMetadata(JOB_HANDLER_KEY, { queue, name } satisfies JobHandlerMeta);
