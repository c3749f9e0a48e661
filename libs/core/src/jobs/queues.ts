/** Every queue the workers serve. Job names live with the handlers that own them. */
export enum QueueName {
  Mail = 'mail',
  Maintenance = 'maintenance',
}

export const ALL_QUEUES: readonly QueueName[] = Object.values(QueueName);

export interface JobOptions {
  /** Same id, same job: a retried request or a cron firing on two replicas enqueues it once. */
  jobId?: string;
  delayMs?: number;
}

/** Producers enqueue through this; whether a worker or the api process runs the job is configuration. */
export abstract class JobQueue {
  abstract add(queue: QueueName, name: string, data: object, options?: JobOptions): Promise<void>;
}
