import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { lifecycleControllerFor } from '@app/core';
import { Course } from './courses/course.entity';
import { CourseService } from './courses/course.service';
import { CoursesController } from './courses/courses.controller';

export const coursesEntities = [Course];

/** Courses of every family; e-courses and validity notifications join here. */
@Module({
  imports: [MikroOrmModule.forFeature(coursesEntities)],
  controllers: [
    CoursesController,
    lifecycleControllerFor({
      subject: 'Course',
      service: CourseService,
      paths: {
        archive: 'course/archive/:id',
        unarchive: 'course/unarchive/:id',
        remove: 'course/delete/:id',
        logs: 'courses/logs/get',
      },
    }),
  ],
  providers: [CourseService],
  exports: [CourseService],
})
export class CoursesModule {}
