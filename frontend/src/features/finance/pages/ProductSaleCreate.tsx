import {
  Alert,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { formatMoney } from '@/shared/money';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { PdfLink } from '@/shared/PdfLink';
import { singaporeToday } from '@/shared/singaporeTime';
import { usePageTitle } from '@/shared/usePageTitle';
import { useSaveProblem } from '@/shared/useSaveProblem';
import { CustomerPicker } from '../components/CustomerPicker';
import { PaymentFields, paymentOf, type PaymentFieldValues } from '../components/PaymentFields';
import { useGetSellableProductsQuery, useSellProductsMutation } from '../financeApi';
import { invoicePdfPath, productSaleScreens, receiptPdfPath } from '../financeScreens';
import type { CustomerMatch, CustomerRef, InvoiceDetail, Received } from '../financeTypes';

interface SaleFormValues extends PaymentFieldValues {
  customerKind: 'walk_in' | 'account';
  walkInName?: string;
  items: { productId?: number; quantity?: number }[];
  payNow: boolean;
}

const saveError = 'Error saving product invoices, please review the form';
const fieldNames = {
  fields: ['paymentModeId', 'receivedOn', 'reference', 'chequeBank'],
  lists: ['items'],
};

/** "Product invoice create": products sold over the counter, invoiced and (when paid now) receipted at once. */
export function ProductSaleCreate() {
  usePageTitle('Product sales', 'Create');
  const navigate = useNavigate();
  const [form] = Form.useForm<SaleFormValues>();
  const products = useGetSellableProductsQuery();
  const [sell, { isLoading: saving }] = useSellProductsMutation();
  const { formError, trySave, onValidationFailed } = useSaveProblem(form, fieldNames, saveError);
  const [account, setAccount] = useState<CustomerMatch | null>(null);
  const [sold, setSold] = useState<(InvoiceDetail & { received: Received | null }) | null>(null);
  const customerKind = Form.useWatch('customerKind', form);
  const payNow = Form.useWatch('payNow', form);
  const items = Form.useWatch('items', form) ?? [];
  const totalCents = items.reduce((sum, item) => {
    const product = products.data?.find((p) => p.id === item?.productId);
    return sum + (product ? product.priceCents * (item.quantity ?? 0) : 0);
  }, 0);

  const onFinish = (values: SaleFormValues) =>
    trySave(async () => {
      let customer: CustomerRef;
      if (values.customerKind === 'walk_in')
        customer = { kind: 'walk_in', name: values.walkInName?.trim() ?? '' };
      else if (account) customer = { kind: account.kind, id: account.id };
      else {
        form.setFields([{ name: 'customerKind', errors: ['Please select a customer first'] }]);
        return;
      }
      setSold(
        await sell({
          customer,
          items: values.items.map((item) => ({
            productId: item.productId ?? 0,
            quantity: item.quantity ?? 0,
          })),
          payment: values.payNow ? paymentOf(values) : null,
        }).unwrap(),
      );
    });

  return (
    <RequireAbility action="create" subject="Invoice">
      <Flex vertical gap="middle">
        <PageBreadcrumb
          root={{ title: productSaleScreens.area, path: productSaleScreens.paths.list }}
          items={[{ title: 'New sale' }]}
        />
        <Card title="New product sale" data-testid="product-sale-create">
          {sold ? (
            <Alert
              type="success"
              showIcon
              data-testid="sale-done"
              title={`Sold: invoice ${sold.invoiceNo ?? ''} for ${formatMoney(sold.totalCents)}`}
              description={
                <Space wrap>
                  <PdfLink href={invoicePdfPath(sold.id)} testId="sale-invoice-pdf">
                    Invoice PDF
                  </PdfLink>
                  {sold.received && (
                    <PdfLink href={receiptPdfPath(sold.received.receiptId)} testId="sale-receipt-pdf">
                      {`Receipt ${sold.received.receiptNo}`}
                    </PdfLink>
                  )}
                  <Button onClick={() => void navigate(productSaleScreens.paths.view(sold.id))}>
                    View invoice
                  </Button>
                  <Button
                    onClick={() => {
                      setSold(null);
                      form.resetFields();
                    }}
                  >
                    Another sale
                  </Button>
                </Space>
              }
            />
          ) : (
            <Form<SaleFormValues>
              form={form}
              layout="vertical"
              initialValues={{
                customerKind: 'walk_in',
                items: [{ quantity: 1 }],
                payNow: true,
                receivedOn: singaporeToday(),
              }}
              onFinish={onFinish}
              onFinishFailed={() => onValidationFailed(true)}
              disabled={saving}
              style={{ maxWidth: 900 }}
              data-testid="product-sale-form"
            >
              <FormErrorAlert title={formError?.title} details={formError?.details} />
              <Form.Item name="customerKind" label="Customer">
                <Radio.Group
                  options={[
                    { value: 'walk_in', label: 'Walk-in customer' },
                    { value: 'account', label: 'Participant or corporate' },
                  ]}
                />
              </Form.Item>
              {customerKind === 'account' ? (
                <Form.Item label="Participant or corporate" required>
                  <CustomerPicker value={account} onChange={setAccount} />
                </Form.Item>
              ) : (
                <Form.Item
                  name="walkInName"
                  label="Customer name"
                  rules={[{ required: true, whitespace: true, message: 'Customer name is required' }]}
                >
                  <Input maxLength={200} autoComplete="off" style={{ maxWidth: 400 }} />
                </Form.Item>
              )}
              <Typography.Title level={5}>Products</Typography.Title>
              <Form.List name="items">
                {(fields, { add, remove }) => (
                  <Flex vertical gap="small" data-testid="sale-items">
                    {fields.map((field) => (
                      <Flex key={field.key} gap="middle" align="start" wrap>
                        <Form.Item
                          name={[field.name, 'productId']}
                          rules={[{ required: true, message: 'Choose a product' }]}
                          style={{ flex: 3, minWidth: 280, marginBottom: 8 }}
                        >
                          <Select
                            showSearch={{ optionFilterProp: 'label' }}
                            placeholder="Product"
                            loading={products.isLoading}
                            options={(products.data ?? []).map((product) => ({
                              value: product.id,
                              label: `${product.name} (${product.code}) · ${formatMoney(product.priceCents)} · ${product.stockOnHand} in stock`,
                              disabled: product.stockOnHand === 0,
                            }))}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'quantity']}
                          rules={[{ required: true, message: 'Quantity is required' }]}
                          style={{ width: 120, marginBottom: 8 }}
                        >
                          <InputNumber min={1} max={1_000_000} precision={0} placeholder="Qty" />
                        </Form.Item>
                        {fields.length > 1 && <Button onClick={() => remove(field.name)}>Remove</Button>}
                      </Flex>
                    ))}
                    <Button
                      onClick={() => add({ quantity: 1 })}
                      style={{ alignSelf: 'start' }}
                      data-testid="add-item"
                    >
                      Add product
                    </Button>
                  </Flex>
                )}
              </Form.List>
              <Typography.Paragraph strong style={{ marginTop: 16 }} data-testid="sale-total">
                Total incl. GST: {formatMoney(totalCents)}
              </Typography.Paragraph>
              <Form.Item name="payNow" valuePropName="checked">
                <Checkbox>Paid now (issue a receipt)</Checkbox>
              </Form.Item>
              {payNow && <PaymentFields />}
              <FormSubmitRow saving={saving} onCancel={() => void navigate(productSaleScreens.paths.list)} />
            </Form>
          )}
        </Card>
      </Flex>
    </RequireAbility>
  );
}
