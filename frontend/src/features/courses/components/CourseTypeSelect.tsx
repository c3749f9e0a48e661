import { App, Select, type FormInstance } from 'antd';
import {
  changeCourseTypeWarning,
  clearedFamilyFields,
  familyFields,
  hasFamilyData,
  type FamilyField,
} from '../courseFamilies';

export interface CourseTypeSelectProps {
  options: { value: number; label: string }[];
  loading: boolean;
  /** The form whose family fields a change of type clears. */
  form: FormInstance;
  // Injected by Form.Item.
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/**
 * The course type. Changing it after family fields were filled asks first (spec's warning): confirmed, the
 * family fields are cleared; cancelled, the previous type stays.
 */
export function CourseTypeSelect({ options, loading, form, id, value, onChange }: CourseTypeSelectProps) {
  const { modal } = App.useApp();

  const apply = (next: number | null) => {
    form.setFieldsValue(clearedFamilyFields());
    onChange?.(next);
  };

  const change = (next: number | null) => {
    if (next === value) return;
    const entered = form.getFieldsValue([...familyFields]) as Partial<Record<FamilyField, number | null>>;
    if (!hasFamilyData(entered)) {
      apply(next);
      return;
    }
    modal.confirm({
      title: changeCourseTypeWarning,
      onOk: () => apply(next),
    });
  };

  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => change(next ?? null)}
      options={options}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Choose…"
      data-testid="course-type-select"
    />
  );
}
