import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { MikroORM, RequestContext as OrmContext } from '@mikro-orm/core';
import { JOB_HANDLER_KEY, type JobHandlerMeta } from './job-handler';
import { type QueueName } from './queues';

type Handler = (data: unknown) => unknown;

/** Finds the @JobHandler methods of all providers and runs the one a job names. */
@Injectable()
export class JobDispatcher implements OnModuleInit {
  private readonly handlers = new Map<string, Handler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const meta = this.reflector.get<JobHandlerMeta | undefined>(JOB_HANDLER_KEY, fn as Handler);
        if (!meta) continue;
        const key = `${meta.queue}:${meta.name}`;
        if (this.handlers.has(key)) throw new Error(`Two handlers for job ${key}`);
        this.handlers.set(key, (data) => (fn as Handler).call(instance, data));
      }
    }
  }

  /** Each job gets its own identity map, as each request does. */
  async run(queue: QueueName, name: string, data: unknown): Promise<unknown> {
    const handler = this.handlers.get(`${queue}:${name}`);
    if (!handler) throw new Error(`No handler for job ${queue}:${name}`);
    return OrmContext.create(this.orm.em, () => Promise.resolve(handler(data)));
  }
}
