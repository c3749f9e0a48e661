import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ResSchedule } from './res-schedules/res-schedule.entity';
import { ResScheduleService } from './res-schedules/res-schedule.service';
import { ResSchedulesController } from './res-schedules/res-schedules.controller';

export const eventsEntities = [ResSchedule];

/** Events, sessions and RES schedules; RES schedules first, events and sessions join here. */
@Module({
  imports: [MikroOrmModule.forFeature(eventsEntities)],
  controllers: [ResSchedulesController],
  providers: [ResScheduleService],
  exports: [ResScheduleService],
})
export class EventsModule {}
