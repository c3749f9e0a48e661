import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { RequireAbility } from '@/admin/RequireAbility';
import type { Corporate } from '@/features/corporates/corporateTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { formatMoney } from '@/shared/money';
import { usePageTitle } from '@/shared/usePageTitle';
import { useSaveProblem } from '@/shared/useSaveProblem';
import { EventPicker, RegistrationDone } from '../components';
import { CorporatePicker } from '../CorporatePicker';
import { batchTemplatePath, newIdempotencyKey, useRunBatchMutation } from '../staffRegistrationApi';
import type { BatchResult, BatchRow } from '../staffRegistrationTypes';

const fieldNames = { fields: ['eventId', 'corporateId', 'file'] };

const rowColumns = (withProblems: boolean) => [
  { title: 'Row', dataIndex: 'row', width: 70 },
  { title: 'Name', dataIndex: 'name' },
  { title: 'NRIC/FIN', dataIndex: 'nric', width: 120 },
  { title: 'E-mail', dataIndex: 'email' },
  ...(withProblems
    ? [
        {
          title: 'Why it will not be registered',
          dataIndex: 'problems',
          render: (problems: string[]) => problems.join(' '),
        },
      ]
    : []),
];

/** Batch registration (spec 2.2, steps 2–4): a spreadsheet of participants, previewed, then the valid rows registered. */
export function BatchRegistration() {
  usePageTitle('Batch registration');
  const [form] = Form.useForm<{ eventId: number }>();
  const [corporate, setCorporate] = useState<Corporate | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BatchResult | null>(null);
  const [done, setDone] = useState<BatchResult | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [run, { isLoading }] = useRunBatchMutation();
  const { formError, trySave, onValidationFailed } = useSaveProblem(
    form,
    fieldNames,
    'The batch was not accepted, please review it',
  );

  const send = (asPreview: boolean) =>
    form
      .validateFields()
      .then(({ eventId }) =>
        trySave(async () => {
          if (!file) return;
          const result = await run({
            file,
            data: {
              eventId,
              corporateId: corporate?.id ?? null,
              ...(asPreview
                ? { preview: true }
                : { idempotencyKey: key, expectedTotalCents: preview?.totalCents }),
            },
          }).unwrap();
          if (asPreview) setPreview(result);
          else setDone(result);
        }),
      )
      .catch(() => onValidationFailed(true));

  const again = () => {
    setPreview(null);
    setDone(null);
    setFile(null);
    setKey(newIdempotencyKey());
  };

  return (
    <RequireAbility action="create" subject="Invoice">
      <Card title="Batch registration" data-testid="batch-registration">
        {done?.registered ? (
          <Flex vertical gap="middle">
            <RegistrationDone
              result={done.registered}
              onAnother={again}
              title={`Registered ${done.valid.length} of ${done.rows} participants`}
            />
            {done.invalid.length > 0 && (
              <Table<BatchRow>
                size="small"
                rowKey="row"
                title={() => 'Not registered'}
                columns={rowColumns(true)}
                dataSource={done.invalid}
                pagination={false}
              />
            )}
          </Flex>
        ) : (
          <Form form={form} layout="vertical" disabled={isLoading} style={{ maxWidth: 1100 }}>
            <FormErrorAlert title={formError?.title} details={formError?.details} />
            <Typography.Paragraph>
              <Typography.Link href={batchTemplatePath} download data-testid="batch-template">
                <DownloadOutlined /> Download the template
              </Typography.Link>
              , fill in one participant per row and upload it.
            </Typography.Paragraph>
            <Form.Item
              name="eventId"
              label="Event"
              rules={[{ required: true, message: 'Event is required' }]}
            >
              <EventPicker
                onChange={(eventId) => {
                  form.setFieldsValue({ eventId });
                  setPreview(null);
                }}
              />
            </Form.Item>
            <Form.Item label="Company (invoiced; otherwise the first valid row pays)">
              <CorporatePicker
                value={corporate}
                onChange={(picked) => {
                  setCorporate(picked);
                  setPreview(null);
                }}
              />
            </Form.Item>
            <Form.Item label="Spreadsheet (.xlsx)" required>
              <Upload
                accept=".xlsx"
                maxCount={1}
                beforeUpload={(chosen) => {
                  setFile(chosen);
                  setPreview(null);
                  return false;
                }}
                onRemove={() => {
                  setFile(null);
                  setPreview(null);
                }}
                fileList={file ? [{ uid: 'batch', name: file.name, status: 'done' }] : []}
              >
                <Button icon={<UploadOutlined />} data-testid="batch-file">
                  Choose file
                </Button>
              </Upload>
            </Form.Item>
            <Flex gap="small" style={{ marginBottom: 16 }}>
              <Button
                onClick={() => void send(true)}
                disabled={!file}
                loading={isLoading && !preview}
                data-testid="batch-preview"
              >
                Preview
              </Button>
            </Flex>
            {preview && (
              <Flex vertical gap="middle" data-testid="batch-preview-result">
                <Alert type="warning" showIcon title={preview.warning} data-testid="batch-warning" />
                <Typography.Paragraph strong data-testid="batch-summary">
                  {`${preview.rows} rows: ${preview.valid.length} valid, ${preview.invalid.length} invalid. Total for the valid rows: ${formatMoney(preview.totalCents)}`}
                </Typography.Paragraph>
                {preview.invalid.length > 0 && (
                  <Table<BatchRow>
                    size="small"
                    rowKey="row"
                    title={() => 'Invalid rows'}
                    columns={rowColumns(true)}
                    dataSource={preview.invalid}
                    pagination={false}
                    data-testid="batch-invalid"
                  />
                )}
                <Table<BatchRow>
                  size="small"
                  rowKey="row"
                  title={() => 'To be registered'}
                  columns={rowColumns(false)}
                  dataSource={preview.valid}
                  pagination={{ pageSize: 50, hideOnSinglePage: true }}
                />
                <Button
                  type="primary"
                  disabled={preview.valid.length === 0}
                  loading={isLoading}
                  onClick={() => void send(false)}
                  style={{ alignSelf: 'start' }}
                  data-testid="batch-register"
                >
                  {`Register ${preview.valid.length} valid participants`}
                </Button>
              </Flex>
            )}
          </Form>
        )}
      </Card>
    </RequireAbility>
  );
}
