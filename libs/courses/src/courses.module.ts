import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { lifecycleControllerFor } from '@app/core';
import { Course } from './courses/course.entity';
import { PublicCourseQuery } from './courses/public-course.query';
import { CourseService } from './courses/course.service';
import { CoursesController } from './courses/courses.controller';
import { PublicCoursesController } from './courses/public-courses.controller';

export const coursesEntities = [Course];

/** Courses of every family, and what the public course pages show of them. */
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
    PublicCoursesController,
  ],
  providers: [CourseService, PublicCourseQuery],
  exports: [CourseService],
})
export class CoursesModule {}
