import { RecordActions } from '@/shared/RecordActions';
import { courseStatusHooks } from '../coursesApi';
import type { Course } from '../courseTypes';
import { coursePaths } from '../paths';

export interface CourseActionsProps {
  course: Course;
  /** A table row gets small link buttons and a View link; the view page gets full buttons. */
  variant: 'row' | 'page';
  onDeleted?: () => void;
}

/** The actions the user's ability allows on one course; the server checks each request again. */
export function CourseActions({ course, variant, onDeleted }: CourseActionsProps) {
  return (
    <RecordActions
      record={course}
      subject="Course"
      noun="course"
      paths={coursePaths}
      hooks={courseStatusHooks}
      variant={variant}
      deleteDescription="Courses in use cannot be deleted; archive them instead."
      onDeleted={onDeleted}
    />
  );
}
