import { Select } from 'antd';
import { useCourseTypes } from '../useCourseTypes';

// "No filter" is a value of its own, so it stays selectable (as in shared/StatusFilter).
const all = 'all';

/** The "All course types / ..." select beside the course list's search box; values are type ids as text. */
export function CourseTypeFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (courseTypeId: string | undefined) => void;
}) {
  const { options, loading } = useCourseTypes();
  const selected = value ? Number(value) : all;
  // A type id from a shared link whose type is no longer active still shows as something.
  const typeOptions =
    typeof selected === 'number' && !loading && !options.some((option) => option.value === selected)
      ? [...options, { value: selected, label: `Course type #${selected}` }]
      : options;
  return (
    <Select<number | typeof all>
      value={selected}
      onChange={(next) => onChange(next === all ? undefined : String(next))}
      options={[{ value: all, label: 'All course types' }, ...typeOptions]}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 240 }}
      aria-label="Course type"
      data-testid="course-type-filter"
    />
  );
}
