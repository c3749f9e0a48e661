import { IdFilter } from '@/shared/IdFilter';
import { useCourseTypes } from '../useCourseTypes';

/** The "All course types / ..." select beside the course list's search box; values are type ids as text. */
export function CourseTypeFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (courseTypeId: string | undefined) => void;
}) {
  const { options, loading } = useCourseTypes();
  return (
    <IdFilter
      options={options}
      loading={loading}
      value={value}
      onChange={onChange}
      allLabel="All course types"
      label="Course type"
      testId="course-type-filter"
    />
  );
}
