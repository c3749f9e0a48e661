import { useLocation } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { RecordFormCard, useCreateHandlers } from '@/shared/RecordFormPage';
import { usePageTitle } from '@/shared/usePageTitle';
import { useCopyFromUrl, WithCopy } from '@/shared/WithCopy';
import { CourseForm } from '../components/CourseForm';
import { courseScreens } from '../courseScreens';
import { useGetCourseCopyQuery } from '../coursesApi';
import type { CourseCopy } from '../courseTypes';

/** A duplicate's copy handed over in the navigation state: `navigate(create, { state: { prefill } })`. */
function prefillFrom(state: unknown): CourseCopy | null {
  if (typeof state !== 'object' || state === null || !('prefill' in state)) return null;
  const { prefill } = state;
  return typeof prefill === 'object' && prefill !== null && 'title' in prefill
    ? (prefill as CourseCopy)
    : null;
}

function CourseCreateScreen() {
  const handlers = useCreateHandlers(courseScreens.paths);
  const location = useLocation();
  const statePrefill = prefillFrom(location.state);
  const { fromId, copy } = useCopyFromUrl(useGetCourseCopyQuery, statePrefill !== null);
  const prefill = statePrefill ?? copy?.data ?? null;
  const title = prefill ? 'Duplicate course' : 'New course';

  return (
    <RecordFormCard screens={courseScreens} crumbs={[{ title }]} title={title}>
      <WithCopy copy={copy}>
        <CourseForm
          // Keyed by the source, so starting over from another course never keeps the previous input.
          key={fromId ?? (statePrefill ? location.key : 'new')}
          record={null}
          prefill={prefill}
          {...handlers}
        />
      </WithCopy>
    </RecordFormCard>
  );
}

export function CourseCreate() {
  usePageTitle('Courses', 'Create');
  return (
    <RequireAbility action="create" subject="Course">
      <CourseCreateScreen />
    </RequireAbility>
  );
}
