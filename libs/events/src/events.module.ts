import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { lifecycleControllerFor } from '@app/core';
import { PeopleModule } from '@app/people';
import { AssessmentQuestion } from './assessments/assessment-question.entity';
import { AssessmentService } from './assessments/assessment.service';
import { AssessmentsController } from './assessments/assessments.controller';
import { ECourse, ECourseEnrolment, ECourseModule, ECourseModuleCompletion } from './ecourses/ecourse.entity';
import { ECourseService } from './ecourses/ecourse.service';
import { ECourseProgressController, ECoursesController } from './ecourses/ecourses.controller';
import { Event, EventFacilitator, EventFee, EventSession, EventTrainer } from './events/event.entity';
import { EventService } from './events/event.service';
import { EventsController, PublicEventsController } from './events/events.controller';
import { PublicEventsQuery } from './events/public-events.query';
import { ResSchedule } from './res-schedules/res-schedule.entity';
import { ResScheduleService } from './res-schedules/res-schedule.service';
import { ResSchedulesController } from './res-schedules/res-schedules.controller';
import { CourseValidityNotice } from './validity/course-validity-notice.entity';
import { CourseValidityController } from './validity/course-validity.controller';
import { CourseValidityService } from './validity/course-validity.service';

export const eventsEntities = [
  Event,
  EventSession,
  EventTrainer,
  EventFacilitator,
  EventFee,
  AssessmentQuestion,
  ResSchedule,
  ECourse,
  ECourseModule,
  ECourseEnrolment,
  ECourseModuleCompletion,
  CourseValidityNotice,
];

/** Events with their sessions, e-courses, and RES schedules. */
@Module({
  imports: [MikroOrmModule.forFeature(eventsEntities), PeopleModule],
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
    ECoursesController,
    ECourseProgressController,
    CourseValidityController,
  ],
  providers: [
    EventService,
    PublicEventsQuery,
    AssessmentService,
    ResScheduleService,
    ECourseService,
    CourseValidityService,
  ],
  exports: [EventService, ResScheduleService],
})
export class EventsModule {}
