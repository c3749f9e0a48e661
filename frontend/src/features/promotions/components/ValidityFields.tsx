import { Flex, Form, Input, type FormRule } from 'antd';
import { endsBeforeStart } from '../promotionForm';

/** Valid to may not come before valid from; rechecked whenever valid from changes. */
const validToRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: string | undefined) =>
    endsBeforeStart(getFieldValue('validFrom') as string | undefined, value)
      ? Promise.reject(new Error('Valid to must not be before valid from'))
      : Promise.resolve(),
});

/** A promotion's `validFrom` and `validTo` dates (Singapore), either of which may be left open. */
export function ValidityFields() {
  return (
    <Flex gap="middle" wrap>
      <Form.Item name="validFrom" label="Valid from" style={{ flex: 1, minWidth: 180 }}>
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="validTo"
        label="Valid to"
        dependencies={['validFrom']}
        rules={[validToRule]}
        style={{ flex: 1, minWidth: 180 }}
      >
        <Input type="date" />
      </Form.Item>
    </Flex>
  );
}
