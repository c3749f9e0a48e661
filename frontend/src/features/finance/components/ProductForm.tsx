import { Checkbox, Flex, Form, Input, InputNumber, Select } from 'antd';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { requiredText } from '@/shared/formRules';
import { optionalText } from '@/shared/formValues';
import { useCreateOrUpdate, withId } from '@/shared/useCreateOrUpdate';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { useCreateProductMutation, useUpdateProductMutation } from '../financeApi';
import type { Product, ProductInput, ProductStatus } from '../financeTypes';

interface ProductFormValues {
  code: string;
  name: string;
  description?: string;
  price: number | null;
  gstable: boolean;
  stockOnHand: number | null;
  status: ProductStatus;
}

// The server names the price in cents; the form shows dollars under that field's name for its errors.
const errorFields = {
  fields: ['code', 'name', 'description', 'priceCents', 'gstable', 'stockOnHand', 'status'],
};

const initialValues = (record: Product | null): ProductFormValues => ({
  code: record?.code ?? '',
  name: record?.name ?? '',
  description: record?.description ?? '',
  price: record ? centsToDollars(record.priceCents) : null,
  gstable: record?.gstable ?? true,
  stockOnHand: record?.stockOnHand ?? 0,
  status: record?.status ?? 'Active',
});

const toInput = (values: ProductFormValues): ProductInput => ({
  code: values.code.trim(),
  name: values.name.trim(),
  description: optionalText(values.description),
  priceCents: dollarsToCents(values.price ?? 0),
  gstable: values.gstable,
  stockOnHand: values.stockOnHand ?? 0,
  status: values.status,
});

/** Creates or corrects a product: code, name, price including GST, GST-able, stock on hand, status. */
export function ProductForm({ record, onSaved, onCancel }: RecordFormProps<Product>) {
  const [form] = Form.useForm<ProductFormValues>();
  const { saving, save } = useCreateOrUpdate(useCreateProductMutation, useUpdateProductMutation, withId);
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(record)}
      onFinish={(values) => trySave(async () => onSaved(await save(toInput(values), record?.id)))}
      onFinishFailed={() => onValidationFailed(true)}
      disabled={saving}
      style={{ maxWidth: 720 }}
      data-testid="product-form"
    >
      <FormErrorAlert title={formError} />
      <Flex gap="middle" wrap>
        <Form.Item name="code" label="Code" rules={[requiredText('Code')]} style={{ flex: 1, minWidth: 160 }}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="Name" rules={[requiredText('Name')]} style={{ flex: 3, minWidth: 240 }}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label="Description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          name="price"
          label="Price incl. GST (S$)"
          rules={[{ required: true, message: 'Price is required' }]}
          style={{ flex: 1, minWidth: 160 }}
        >
          <InputNumber min={0} max={10_000_000} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="stockOnHand"
          label="Stock on hand"
          rules={[{ required: true, message: 'Stock on hand is required' }]}
          style={{ flex: 1, minWidth: 160 }}
        >
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label="Status" style={{ flex: 1, minWidth: 160 }}>
          <Select
            options={[
              { value: 'Active', label: 'Active' },
              { value: 'Inactive', label: 'Inactive' },
            ]}
          />
        </Form.Item>
      </Flex>
      <Form.Item name="gstable" valuePropName="checked">
        <Checkbox>GST-able</Checkbox>
      </Form.Item>
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}
