import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig, CoreModule } from '@app/core';
import { ConfigurationModule } from '@app/config';
import { PeopleModule } from '@app/people';
import { EventsModule } from '@app/events';
import { CoursesModule } from '@app/courses';
import { RegistrationModule } from '@app/registration';
import { BillingModule, StaffRegistrationsModule } from '@app/billing';
import { AttendanceModule } from '@app/attendance';
import { ReportsModule } from '@app/reports';

/** The HTTP application: shared infrastructure plus the domain modules, each owning its routes. */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        CoreModule.forRoot(config, 'api'),
        ConfigurationModule,
        PeopleModule,
        CoursesModule,
        EventsModule,
        RegistrationModule,
        BillingModule,
        StaffRegistrationsModule,
        AttendanceModule,
        ReportsModule,
      ],
    };
  }
}
