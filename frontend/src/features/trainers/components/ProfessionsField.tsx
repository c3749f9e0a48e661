import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber } from 'antd';
import { AddRowButton } from '@/shared/AddRowButton';
import { requiredText } from '@/shared/formRules';
import { emptyProfession } from '../trainerForm';

/** The trainer's past and present positions; server errors on a cell land on it (`professions.1.title`). */
export function ProfessionsField() {
  return (
    <Form.Item label="Professions" data-testid="professions-list">
      <Form.List name="professions">
        {(rows, { add, remove }) => (
          <>
            {rows.map(({ key, name }) => (
              <Flex key={key} gap="small" align="flex-start" wrap>
                <Form.Item
                  name={[name, 'title']}
                  rules={[requiredText('Title')]}
                  style={{ flex: 1, minWidth: 160 }}
                >
                  <Input maxLength={200} placeholder="Title" aria-label="Title" />
                </Form.Item>
                <Form.Item
                  name={[name, 'organisation']}
                  rules={[requiredText('Organisation')]}
                  style={{ flex: 1, minWidth: 160 }}
                >
                  <Input maxLength={200} placeholder="Organisation" aria-label="Organisation" />
                </Form.Item>
                <Form.Item name={[name, 'years']}>
                  <InputNumber min={0} max={80} precision={0} placeholder="Years" aria-label="Years" />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(name)}
                  aria-label="Remove profession"
                />
              </Flex>
            ))}
            <AddRowButton onAdd={() => add({ ...emptyProfession })} testId="add-profession">
              Add profession
            </AddRowButton>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
