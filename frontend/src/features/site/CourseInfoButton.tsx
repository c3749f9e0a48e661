import { Button, Descriptions, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { courseBrochureUrl, useGetCourseInfoQuery } from './courseInfoApi';

function CourseInfoDetails({ courseId }: { courseId: number }) {
  const { data: course, isLoading, isError } = useGetCourseInfoQuery(courseId);
  if (isLoading) return <Spin />;
  if (isError || !course)
    return <Typography.Text type="danger">Course information is not available.</Typography.Text>;
  return (
    <div style={{ maxWidth: 420 }} data-testid="course-info">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Course">{`${course.title} (${course.code})`}</Descriptions.Item>
        {course.cpdHours !== null && (
          <Descriptions.Item label="CPD hours">{course.cpdHours}</Descriptions.Item>
        )}
      </Descriptions>
      {course.description && <div dangerouslySetInnerHTML={{ __html: course.description }} />}
      {course.hasBrochure && (
        <a href={courseBrochureUrl(course.id)} target="_blank" rel="noreferrer">
          Download the brochure
        </a>
      )}
    </div>
  );
}

/** "Course info" for the families whose pages show it (cpd, png training); loads on first open. */
export function CourseInfoButton({ courseId }: { courseId: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      trigger="click"
      title="Course information"
      onOpenChange={(open) => open && setOpened(true)}
      content={opened ? <CourseInfoDetails courseId={courseId} /> : null}
    >
      <Button block data-testid="course-info-button">
        Course info
      </Button>
    </Popover>
  );
}
