import { Flex, Form, Input } from 'antd';
import { notBefore } from '@/shared/formRules';

const validToRule = notBefore('validFrom', 'Valid to must not be before valid from');

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
