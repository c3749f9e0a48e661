import type { FormInstance } from 'antd';
import { ConfirmChangeSelect } from '@/shared/ConfirmChangeSelect';
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
export function CourseTypeSelect({ form, ...select }: CourseTypeSelectProps) {
  return (
    <ConfirmChangeSelect
      {...select}
      needsConfirm={() =>
        hasFamilyData(form.getFieldsValue([...familyFields]) as Partial<Record<FamilyField, number | null>>)
      }
      warning={changeCourseTypeWarning}
      onChanging={() => form.setFieldsValue(clearedFamilyFields())}
      testId="course-type-select"
    />
  );
}
