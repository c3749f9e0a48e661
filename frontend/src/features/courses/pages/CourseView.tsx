import { Card, Descriptions, Flex, Image } from 'antd';
import { ReferenceName } from '@/features/configuration/components/ReferenceName';
import { formatDateTime, formatPeriod } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { RecordActions } from '@/shared/RecordActions';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { StatusTag } from '@/shared/StatusTag';
import { ValidityRemindersButton } from '../components/ValidityRemindersButton';
import { familyFieldLists, familyFieldsFor } from '../courseFamilies';
import { courseFieldLabels as labels, formatValidity } from '../courseForm';
import { useGetCourseLogsQuery, useGetCourseQuery } from '../coursesApi';
import { courseActions, courseScreens } from '../courseScreens';
import type { Course } from '../courseTypes';
import { coursePaths } from '../paths';

const blank = '—';

function CourseDetails({ course }: { course: Course }) {
  return (
    <>
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
            {
              key: 'promoPeriod',
              label: 'Promo period',
              children: formatPeriod(course.promoValidFrom, course.promoValidTo),
            },
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
    </>
  );
}

export function CourseView() {
  return (
    <RecordViewPage<Course>
      screens={courseScreens}
      useOne={useGetCourseQuery}
      titleOf={(course) => course.title}
      actions={(course, onDeleted) => (
        <>
          <RecordActions config={courseActions} record={course} variant="page" onDeleted={onDeleted} />
          {course.validityMonths !== null && <ValidityRemindersButton courseId={course.id} />}
        </>
      )}
      changeLog={{ useLogs: useGetCourseLogsQuery, fieldLabels: labels }}
    >
      {(course) => <CourseDetails course={course} />}
    </RecordViewPage>
  );
}
