import { HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Image } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { ReferenceName } from '@/features/configuration/components/ReferenceName';
import { ChangeLogDrawer } from '@/shared/changeLog/ChangeLogDrawer';
import { formatDateTime } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { StatusTag } from '@/shared/StatusTag';
import { usePageTitle } from '@/shared/usePageTitle';
import { WithRecord } from '@/shared/WithRecord';
import { CourseActions } from '../components/CourseActions';
import { ValidityRemindersButton } from '../components/ValidityRemindersButton';
import { familyFieldLists, familyFieldsFor } from '../courseFamilies';
import { courseFieldLabels as labels, formatValidity } from '../courseForm';
import { useGetCourseLogsQuery, useGetCourseQuery } from '../coursesApi';
import type { Course } from '../courseTypes';
import { coursePaths } from '../paths';

const blank = '—';

function promoPeriod(course: Course): string {
  if (!course.promoValidFrom && !course.promoValidTo) return blank;
  return `${course.promoValidFrom ?? '…'} to ${course.promoValidTo ?? '…'}`;
}

function CourseDetails({ course }: { course: Course }) {
  const navigate = useNavigate();
  const [logOpen, setLogOpen] = useState(false);

  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb root={{ title: 'Courses', path: coursePaths.list }} items={[{ title: course.title }]} />
      <Card
        title={course.title}
        extra={
          <Flex gap="small" wrap>
            <CourseActions course={course} variant="page" onDeleted={() => void navigate(coursePaths.list)} />
            {course.validityMonths !== null && <ValidityRemindersButton courseId={course.id} />}
            <Button
              icon={<HistoryOutlined />}
              onClick={() => setLogOpen(true)}
              data-testid="change-log-button"
            >
              Change log
            </Button>
          </Flex>
        }
        data-testid="course-view"
      >
        <Flex gap="large" wrap align="flex-start">
          {course.hasImage && (
            <Image
              src={coursePaths.image(course)}
              alt={`Image of ${course.title}`}
              width={200}
              data-testid="course-image"
            />
          )}
          <Descriptions
            column={1}
            size="small"
            style={{ flex: 1, minWidth: 280 }}
            items={[
              { key: 'code', label: labels.code, children: course.code },
              { key: 'title', label: labels.title, children: course.title },
              { key: 'courseTypeId', label: labels.courseTypeId, children: course.courseTypeName },
              ...familyFieldsFor(course.courseTypeCode).map((field) => ({
                key: field,
                label: familyFieldLists[field].label,
                children: <ReferenceName list={familyFieldLists[field].list} id={course[field]} />,
              })),
              {
                key: 'validityTypeId',
                label: labels.validityTypeId,
                children: <ReferenceName list="validitytypes" id={course.validityTypeId} />,
              },
              { key: 'cpdHours', label: labels.cpdHours, children: course.cpdHours ?? blank },
              {
                key: 'validityMonths',
                label: 'Validity',
                children: <span data-testid="course-validity">{formatValidity(course.validityMonths)}</span>,
              },
              { key: 'feeCents', label: labels.feeCents, children: formatMoney(course.feeCents) },
              {
                key: 'promoFeeCents',
                label: labels.promoFeeCents,
                children: course.promoFeeCents === null ? blank : formatMoney(course.promoFeeCents),
              },
              { key: 'promoPeriod', label: 'Promo period', children: promoPeriod(course) },
              {
                key: 'brochure',
                label: labels.brochure,
                children: course.hasBrochure ? (
                  <a
                    href={coursePaths.brochure(course)}
                    target="_blank"
                    rel="noreferrer"
                    data-testid="course-brochure"
                  >
                    Download brochure
                  </a>
                ) : (
                  blank
                ),
              },
              { key: 'status', label: labels.status, children: <StatusTag status={course.status} /> },
              { key: 'createdAt', label: 'Created', children: formatDateTime(course.createdAt) },
              { key: 'updatedAt', label: 'Updated', children: formatDateTime(course.updatedAt) },
            ]}
          />
        </Flex>
        {course.description && (
          <Card type="inner" title={labels.description} style={{ marginTop: 16 }}>
            {/* The server sanitises description HTML before storing it. */}
            <div dangerouslySetInnerHTML={{ __html: course.description }} data-testid="course-description" />
          </Card>
        )}
      </Card>
      <ChangeLogDrawer
        open={logOpen}
        onClose={() => setLogOpen(false)}
        title={`Change log: ${course.title}`}
        recordId={course.id}
        useLogs={useGetCourseLogsQuery}
        fieldLabels={labels}
      />
    </Flex>
  );
}

export function CourseView() {
  usePageTitle('Courses', 'View');
  return (
    <RequireAbility action="read" subject="Course">
      <WithRecord<Course> useOne={useGetCourseQuery} noun="course" area="Courses" listPath={coursePaths.list}>
        {(course) => <CourseDetails course={course} />}
      </WithRecord>
    </RequireAbility>
  );
}
