import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig, CoreModule } from '@app/core';
import { ConfigurationModule } from '@app/config';
import { PeopleModule } from '@app/people';
import { EventsModule } from '@app/events';
import { CoursesModule } from '@app/courses';
import { RegistrationModule } from '@app/registration';
import { BillingModule } from '@app/billing';

/** Runs the BullMQ processors and cron triggers; the domain modules bring their job handlers. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot(config, 'worker'),
        ConfigurationModule,
        PeopleModule,
        CoursesModule,
        EventsModule,
        RegistrationModule,
        BillingModule,
      ],
    };
  }
}
