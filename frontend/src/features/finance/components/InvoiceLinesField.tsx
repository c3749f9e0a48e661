import { Button, Checkbox, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { dollarsToCents, formatMoney } from '@/shared/money';
import { newLine, type InvoiceLineValues } from '../financeInputs';

/** A manual invoice's lines: description, quantity, unit price including GST, GST-able; with the total. */
export function InvoiceLinesField() {
  const lines = Form.useWatch<InvoiceLineValues[] | undefined>('lines') ?? [];
  const totalCents = lines.reduce(
    (sum, line) => sum + dollarsToCents(line?.unitPriceCents ?? 0) * (line?.quantity ?? 0),
    0,
  );
  return (
    <>
      <Typography.Title level={5}>Lines</Typography.Title>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <Flex vertical gap="small" data-testid="invoice-lines">
            {fields.map((field) => (
              <Flex key={field.key} gap="middle" align="start" wrap>
                <Form.Item
                  name={[field.name, 'description']}
                  rules={[{ required: true, whitespace: true, message: 'Description is required' }]}
                  style={{ flex: 3, minWidth: 260, marginBottom: 8 }}
                >
                  <Input maxLength={300} placeholder="Description" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'quantity']}
                  rules={[{ required: true, message: 'Quantity is required' }]}
                  style={{ width: 100, marginBottom: 8 }}
                >
                  <InputNumber min={1} max={100_000} precision={0} placeholder="Qty" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'unitPriceCents']}
                  rules={[{ required: true, message: 'Unit price is required' }]}
                  style={{ width: 170, marginBottom: 8 }}
                >
                  <InputNumber
                    min={0}
                    precision={2}
                    placeholder="Unit price (S$)"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'gstable']} valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox>GST</Checkbox>
                </Form.Item>
                {fields.length > 1 && <Button onClick={() => remove(field.name)}>Remove</Button>}
              </Flex>
            ))}
            <Button onClick={() => add(newLine)} style={{ alignSelf: 'start' }} data-testid="add-line">
              Add line
            </Button>
          </Flex>
        )}
      </Form.List>
      <Typography.Paragraph strong style={{ marginTop: 16 }} data-testid="invoice-form-total">
        Total incl. GST: {formatMoney(totalCents)}
      </Typography.Paragraph>
    </>
  );
}
