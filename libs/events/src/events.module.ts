import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { lifecycleControllerFor } from '@app/core';
import { AssessmentQuestion } from './assessments/assessment-question.entity';
import { AssessmentService } from './assessments/assessment.service';
import { AssessmentsController } from './assessments/assessments.controller';
import { Event, EventFacilitator, EventSession, EventTrainer } from './events/event.entity';
import { EventService } from './events/event.service';
import { EventsController, PublicEventsController } from './events/events.controller';
import { ResSchedule } from './res-schedules/res-schedule.entity';
import { ResScheduleService } from './res-schedules/res-schedule.service';
import { ResSchedulesController } from './res-schedules/res-schedules.controller';

export const eventsEntities = [
  Event,
  EventSession,
  EventTrainer,
  EventFacilitator,
  AssessmentQuestion,
  ResSchedule,
];

/** Events with their sessions, and RES schedules. */
@Module({
  imports: [MikroOrmModule.forFeature(eventsEntities)],
  controllers: [
    EventsController,
    lifecycleControllerFor({
      subject: 'Event',
      service: EventService,
      paths: {
        archive: 'event/archive/:id',
        unarchive: 'event/unarchive/:id',
        remove: 'event/delete/:id',
        logs: 'events/logs',
      },
    }),
    PublicEventsController,
    AssessmentsController,
    ResSchedulesController,
  ],
  providers: [EventService, AssessmentService, ResScheduleService],
  exports: [EventService, ResScheduleService],
})
export class EventsModule {}
