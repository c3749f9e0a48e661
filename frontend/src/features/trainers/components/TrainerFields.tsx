import { Form, Input, Select } from 'antd';
import { trainerFieldLabels as labels } from '../trainerForm';
import { useEntryOptions } from '../useEntryOptions';
import { EducationsField } from './EducationsField';
import { ProfessionsField } from './ProfessionsField';

/** What a trainer adds to the shared person form. */
export function TrainerFields() {
  const courseTypes = useEntryOptions('coursetypes');
  return (
    <>
      <Form.Item name="biography" label={labels.biography}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
      </Form.Item>
      <Form.Item name="specializationIds" label={labels.specializationIds}>
        <Select<number[]>
          mode="multiple"
          options={courseTypes.options}
          loading={courseTypes.loading}
          showSearch={{ optionFilterProp: 'label' }}
          // A course type deactivated since it was chosen still shows by name until removed.
          labelRender={({ value }) => courseTypes.nameOf(Number(value))}
          placeholder="Course types"
          maxCount={20}
        />
      </Form.Item>
      <EducationsField />
      <ProfessionsField />
    </>
  );
}
