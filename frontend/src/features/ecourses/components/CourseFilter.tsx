import { useCourseChoices } from '@/features/events/useEventOptions';
import { IdFilter } from '@/shared/IdFilter';

/** The "All courses / ..." select beside a list's search box; values are course ids as text. */
export function CourseFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (courseId: string | undefined) => void;
}) {
  const { options, loading } = useCourseChoices();
  return (
    <IdFilter
      options={options}
      loading={loading}
      value={value}
      onChange={onChange}
      allLabel="All courses"
      label="Course"
      testId="course-filter"
      width={280}
    />
  );
}
