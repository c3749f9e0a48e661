import { RecordEditPage } from '@/shared/RecordFormPage';
import { CourseForm } from '../components/CourseForm';
import { useGetCourseQuery } from '../coursesApi';
import { courseScreens } from '../courseScreens';
import type { Course } from '../courseTypes';

export function CourseEdit() {
  return (
    <RecordEditPage<Course>
      screens={courseScreens}
      useOne={useGetCourseQuery}
      titleOf={(course) => course.title}
    >
      {(course, handlers) => <CourseForm key={course.id} record={course} {...handlers} />}
    </RecordEditPage>
  );
}
