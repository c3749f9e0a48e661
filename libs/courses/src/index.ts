export * from './courses.module';
export * from './courses/course.entity';
export * from './courses/course.service';
export * from './courses/course-families';
