import { Typography } from 'antd';
import { CourseName } from '@/features/events/components/CourseName';

/** The courses a promotion applies to, one a line; `none` when it names none. */
export function CourseNames({ courseIds, none }: { courseIds: readonly number[]; none: string }) {
  if (courseIds.length === 0) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <>
      {courseIds.map((courseId) => (
        <div key={courseId}>
          <CourseName courseId={courseId} />
        </div>
      ))}
    </>
  );
}
