import { Card, Flex, Form, Input, InputNumber, Typography, type FormInstance } from 'antd';
import { AddRowButton } from '@/shared/AddRowButton';
import { minRows, requiredText } from '@/shared/formRules';
import { ListRowControls } from '@/shared/ListRowControls';
import {
  ecourseFieldLabels as labels,
  emptyModule,
  formatMinutes,
  noModulesMessage,
  totalMinutes,
  type ECourseFormValues,
  type ModuleFormValues,
} from '../ecourseForm';

const atLeastOne = minRows(1, noModulesMessage);

/** Holds a saved module's id in the form without showing it. */
function KeptId(_props: { value?: number | null }) {
  return null;
}

/**
 * The e-course's modules in the order participants take them: title and minutes (ids `modules_N_title`,
 * `modules_N_durationMinutes`), moved up and down, added and removed. A saved module keeps its id whatever its
 * place, so the progress recorded against it stays.
 */
export function ModulesField({ form }: { form: FormInstance<ECourseFormValues> }) {
  const modules = Form.useWatch('modules', form) as Partial<ModuleFormValues>[] | undefined;

  return (
    <Card
      type="inner"
      size="small"
      title={labels.modules}
      extra={
        <Typography.Text type="secondary" data-testid="modules-total">
          Total {formatMinutes(totalMinutes(modules))}
        </Typography.Text>
      }
      data-testid="modules-list"
      style={{ marginBottom: 24 }}
    >
      <Form.List name="modules" rules={[atLeastOne]}>
        {(fields, { add, remove, move }, { errors }) => (
          <Flex vertical gap="small">
            {fields.map(({ key, name }) => (
              <Flex key={key} gap="small" wrap align="flex-start" data-testid={`module-row-${name}`}>
                <Form.Item
                  name={[name, 'title']}
                  label={`Module ${name + 1}`}
                  rules={[
                    requiredText('Module title'),
                    { max: 200, message: 'Module title must be at most 200 characters' },
                  ]}
                  style={{ flex: '3 1 280px', marginBottom: 8 }}
                >
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item
                  name={[name, 'durationMinutes']}
                  label="Minutes"
                  rules={[
                    { required: true, message: 'Duration is required' },
                    { type: 'integer', min: 1, max: 10_000, message: 'Duration must be 1 to 10,000 minutes' },
                  ]}
                  style={{ flex: '1 1 120px', marginBottom: 8 }}
                >
                  <InputNumber min={1} max={10_000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item label=" " style={{ marginBottom: 8 }}>
                  <ListRowControls
                    index={name}
                    count={fields.length}
                    move={move}
                    remove={remove}
                    noun="module"
                    minRows={1}
                  />
                  {/* noStyle: an error on the id ("not part of this e-course") shows under the row's buttons. */}
                  <Form.Item name={[name, 'id']} noStyle>
                    <KeptId />
                  </Form.Item>
                </Form.Item>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <AddRowButton onAdd={() => add({ ...emptyModule })} testId="add-module">
              Add module
            </AddRowButton>
          </Flex>
        )}
      </Form.List>
    </Card>
  );
}
