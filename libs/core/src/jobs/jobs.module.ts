import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import { ScheduleModule } from '@nestjs/schedule';
import { type AppConfig } from '../config/app-config';
import { BullJobQueue } from './bull-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobDispatcher } from './job-dispatcher';
import { processorFor } from './queue-processor';
import { ALL_QUEUES, JobQueue } from './queues';
import { redisOptions } from './redis-options';

export type ProcessRole = 'api' | 'worker';

/** Whether this process runs jobs (and cron triggers), not just enqueues them. */
export const runsJobs = (config: AppConfig, role: ProcessRole): boolean =>
  role === 'worker' || !config.redisUrl || config.workersInApi;

const defaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

@Global()
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig, role: ProcessRole): DynamicModule {
    const processing = runsJobs(config, role);
    const scheduling = processing ? [ScheduleModule.forRoot()] : [];
    if (!config.redisUrl) {
      return {
        module: JobsModule,
        imports: [DiscoveryModule, ...scheduling],
        providers: [JobDispatcher, InProcessJobQueue, { provide: JobQueue, useExisting: InProcessJobQueue }],
        exports: [JobQueue, InProcessJobQueue],
      };
    }
    const processors: Provider[] = processing ? ALL_QUEUES.map(processorFor) : [];
    return {
      module: JobsModule,
      imports: [
        DiscoveryModule,
        ...scheduling,
        BullModule.forRoot({
          connection: redisOptions(config.redisUrl),
          prefix: config.queuePrefix,
          defaultJobOptions,
        }),
        ...ALL_QUEUES.map((name) => BullModule.registerQueue({ name })),
      ],
      providers: [
        JobDispatcher,
        BullJobQueue,
        { provide: JobQueue, useExisting: BullJobQueue },
        ...processors,
      ],
      exports: [JobQueue],
    };
  }
}
