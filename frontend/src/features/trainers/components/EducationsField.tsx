import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { AddRowButton } from '@/shared/AddRowButton';
import { requiredText } from '@/shared/formRules';
import { emptyEducation } from '../trainerForm';
import { useEntryOptions } from '../useEntryOptions';

/** The trainer's educations, one row each; server errors on a cell land on it (`educations.0.institution`). */
export function EducationsField() {
  const { options, loading } = useEntryOptions('educations');
  return (
    <Form.Item label="Educations" data-testid="educations-list">
      <Form.List name="educations">
        {(rows, { add, remove }) => (
          <>
            {rows.map(({ key, name }) => (
              <Flex key={key} gap="small" align="flex-start" wrap>
                <Form.Item
                  name={[name, 'educationId']}
                  rules={[{ required: true, message: 'Education is required' }]}
                  style={{ flex: 1, minWidth: 160 }}
                >
                  <Select
                    options={options}
                    loading={loading}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Education"
                    aria-label="Education"
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'institution']}
                  rules={[requiredText('Institution')]}
                  style={{ flex: 2, minWidth: 180 }}
                >
                  <Input maxLength={200} placeholder="Institution" aria-label="Institution" />
                </Form.Item>
                <Form.Item name={[name, 'yearCompleted']}>
                  <InputNumber
                    min={1950}
                    max={2100}
                    precision={0}
                    placeholder="Year"
                    aria-label="Year completed"
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(name)}
                  aria-label="Remove education"
                />
              </Flex>
            ))}
            <AddRowButton onAdd={() => add({ ...emptyEducation })} testId="add-education">
              Add education
            </AddRowButton>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
