import { Select } from 'antd';
import { useCourseChoices } from '@/features/events/useEventOptions';

export interface CoursesSelectProps {
  placeholder?: string;
  /** At most this many may be chosen. */
  maxCount?: number;
  // Injected by Form.Item.
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

/**
 * Picks courses by id, searchable by code and title. A course chosen before it was archived stays visible by its
 * id rather than vanishing from the record.
 */
export function CoursesSelect({ placeholder, maxCount, id, value = [], onChange }: CoursesSelectProps) {
  const { options, loading } = useCourseChoices();
  const missing = loading ? [] : value.filter((courseId) => !options.some((o) => o.value === courseId));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(next) => onChange?.(next)}
      options={[
        ...missing.map((courseId) => ({ value: courseId, label: `Course #${courseId}` })),
        ...options,
      ]}
      loading={loading}
      maxCount={maxCount}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      allowClear
    />
  );
}
