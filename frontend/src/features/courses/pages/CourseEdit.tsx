import { App, Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { usePageTitle } from '@/shared/usePageTitle';
import { WithRecord } from '@/shared/WithRecord';
import { CourseForm } from '../components/CourseForm';
import { useGetCourseQuery } from '../coursesApi';
import type { Course } from '../courseTypes';
import { coursePaths } from '../paths';

export function CourseEdit() {
  usePageTitle('Courses', 'Edit');
  const navigate = useNavigate();
  const { message } = App.useApp();

  return (
    <RequireAbility action="update" subject="Course">
      <WithRecord<Course> useOne={useGetCourseQuery} noun="course" area="Courses" listPath={coursePaths.list}>
        {(course) => (
          <Flex vertical gap="middle">
            <PageBreadcrumb
              root={{ title: 'Courses', path: coursePaths.list }}
              items={[{ title: course.title, path: coursePaths.view(course.id) }, { title: 'Edit' }]}
            />
            <Card title={`Edit ${course.title}`}>
              <CourseForm
                // Keyed by record, so moving between records never carries one's input into the other.
                key={course.id}
                record={course}
                onSaved={(saved) => {
                  void message.success('Saved');
                  void navigate(coursePaths.view(saved.id));
                }}
                onCancel={() => void navigate(coursePaths.view(course.id))}
              />
            </Card>
          </Flex>
        )}
      </WithRecord>
    </RequireAbility>
  );
}
