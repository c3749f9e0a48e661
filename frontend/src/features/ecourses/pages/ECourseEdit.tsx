import { RecordEditPage } from '@/shared/RecordFormPage';
import { ECourseForm } from '../components/ECourseForm';
import { ecourseScreens } from '../ecourseScreens';
import { useGetECourseQuery } from '../ecoursesApi';
import type { ECourse } from '../ecourseTypes';

export function ECourseEdit() {
  return (
    <RecordEditPage<ECourse>
      screens={ecourseScreens}
      useOne={useGetECourseQuery}
      titleOf={(ecourse) => ecourse.title}
    >
      {(ecourse, handlers) => <ECourseForm key={ecourse.id} record={ecourse} {...handlers} />}
    </RecordEditPage>
  );
}
