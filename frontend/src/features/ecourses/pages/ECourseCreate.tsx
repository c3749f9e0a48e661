import { RecordCreatePage } from '@/shared/RecordFormPage';
import { ECourseForm } from '../components/ECourseForm';
import { ecourseScreens } from '../ecourseScreens';

export function ECourseCreate() {
  return (
    <RecordCreatePage screens={ecourseScreens}>
      {(handlers) => <ECourseForm record={null} {...handlers} />}
    </RecordCreatePage>
  );
}
