import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Card, Flex } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { parseApiError } from '@/shared/apiError';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { PageSpinner } from '@/shared/PageSpinner';
import { usePageTitle } from '@/shared/usePageTitle';
import { idFrom } from '@/shared/WithRecord';
import { CourseForm } from '../components/CourseForm';
import { useGetCourseCopyQuery } from '../coursesApi';
import type { CourseCopy } from '../courseTypes';
import { coursePaths } from '../paths';

/** A duplicate's copy handed over in the navigation state: `navigate(create, { state: { prefill } })`. */
function prefillFrom(state: unknown): CourseCopy | null {
  if (typeof state !== 'object' || state === null || !('prefill' in state)) return null;
  const { prefill } = state;
  return typeof prefill === 'object' && prefill !== null && 'title' in prefill
    ? (prefill as CourseCopy)
    : null;
}

function CourseCreateScreen() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const statePrefill = prefillFrom(location.state);
  // ?from={id} asks the server for the copy, so a Duplicate link also works when opened in a new tab.
  const fromId = statePrefill ? null : idFrom(searchParams.get('from'));
  const copy = useGetCourseCopyQuery(fromId ?? skipToken, { refetchOnMountOrArgChange: true });
  const prefill = statePrefill ?? (fromId === null ? null : (copy.data ?? null));
  const title = prefill ? 'Duplicate course' : 'New course';

  let body;
  if (fromId !== null && copy.isFetching) body = <PageSpinner />;
  else if (fromId !== null && copy.error)
    body = (
      <Alert
        type="error"
        showIcon
        title={parseApiError(copy.error).message}
        action={<Button onClick={() => void copy.refetch()}>Retry</Button>}
      />
    );
  else
    body = (
      <CourseForm
        // Keyed by the source, so starting over from another course never keeps the previous input.
        key={fromId ?? (statePrefill ? location.key : 'new')}
        record={null}
        prefill={prefill}
        onSaved={(saved) => {
          void message.success('Saved');
          void navigate(coursePaths.view(saved.id));
        }}
        onCancel={() => void navigate(coursePaths.list)}
      />
    );

  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb root={{ title: 'Courses', path: coursePaths.list }} items={[{ title }]} />
      <Card title={title}>{body}</Card>
    </Flex>
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
