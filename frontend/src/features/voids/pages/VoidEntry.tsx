import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Modal, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { formatDate } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatMoney } from '@/shared/money';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { usePageTitle } from '@/shared/usePageTitle';
import { voidConsequences } from '../voids';
import {
  useEditVoidReasonMutation,
  useFetchVoidableQuery,
  useUnvoidDocumentMutation,
  useVoidDocumentMutation,
} from '../voidsApi';
import {
  voidableDocuments,
  type VoidEntry as VoidEntryRecord,
  type VoidableDocument,
  type VoidableView,
} from '../voidTypes';

type Action = 'void' | 'edit' | 'unvoid';

const actionTexts: Readonly<Record<Action, { title: string; ok: string; label: string }>> = {
  void: { title: 'Void', ok: 'Void', label: 'Reason' },
  edit: { title: 'Edit the void reason of', ok: 'Save reason', label: 'Reason' },
  unvoid: { title: 'Unvoid', ok: 'Unvoid', label: 'Why it is unvoided' },
};

/** Void, edit the reason or unvoid, in a dialog that names the consequences; the server checks again. */
function ActionDialog({
  action,
  document,
  onClose,
}: {
  action: Action;
  document: VoidableView;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [voidDocument, voiding] = useVoidDocumentMutation();
  const [editReason, editing] = useEditVoidReasonMutation();
  const [unvoid, unvoiding] = useUnvoidDocumentMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, { fields: ['reason'] });
  const { message } = App.useApp();
  const texts = actionTexts[action];
  const open = document.openVoid;

  const onFinish = ({ reason }: { reason: string }) =>
    trySave(async () => {
      const trimmed = reason.trim();
      if (action === 'void') {
        await voidDocument({
          documentType: document.documentType,
          documentNo: document.documentNo,
          reason: trimmed,
        }).unwrap();
      } else if (open) {
        await (action === 'edit' ? editReason : unvoid)({ id: open.id, reason: trimmed }).unwrap();
      }
      void message.success(action === 'void' ? 'Voided' : action === 'edit' ? 'Reason saved' : 'Unvoided');
      onClose();
    });

  const consequence =
    action === 'void'
      ? voidConsequences(document.documentType, document.documentNo, document.amountCents)
      : action === 'unvoid'
        ? `${document.documentType} ${document.documentNo} is live again${
            document.documentType === 'Registration'
              ? ': its seats are taken back (refused when an event is full) and the invoice voided with it comes back'
              : ''
          }. The void stays in the report with its unvoid.`
        : null;

  return (
    <Modal
      open
      title={`${texts.title} ${document.documentType.toLowerCase()} ${document.documentNo}`}
      okText={texts.ok}
      okButtonProps={{ danger: action !== 'edit', 'data-testid': 'void-action-confirm' }}
      onOk={() => form.submit()}
      confirmLoading={voiding.isLoading || editing.isLoading || unvoiding.isLoading}
      onCancel={onClose}
      destroyOnHidden
      data-testid="void-action-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ reason: action === 'edit' ? (open?.reason ?? '') : '' }}
        onFinish={onFinish}
        onFinishFailed={() => onValidationFailed(true)}
      >
        <FormErrorAlert title={formError} />
        <Form.Item
          name="reason"
          label={texts.label}
          rules={[{ required: true, whitespace: true, message: 'Reason is required' }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        {consequence && <Alert type="warning" showIcon title={consequence} data-testid="void-consequences" />}
      </Form>
    </Modal>
  );
}

const historyColumns = [
  {
    key: 'voidedOn',
    title: 'Voided on',
    render: (_: unknown, row: VoidEntryRecord) => formatDate(row.voidedOn),
  },
  { key: 'reason', title: 'Reason', dataIndex: 'reason' },
  {
    key: 'unvoidedOn',
    title: 'Unvoided on',
    render: (_: unknown, row: VoidEntryRecord) => formatDate(row.unvoidedOn),
  },
  {
    key: 'unvoidReason',
    title: 'Unvoid reason',
    render: (_: unknown, row: VoidEntryRecord) => row.unvoidReason ?? '—',
  },
];

function FoundDocument({ type, no }: { type: VoidableDocument; no: string }) {
  const { data, error, isFetching, refetch } = useFetchVoidableQuery({ documentType: type, no });
  const [action, setAction] = useState<Action | null>(null);
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  if (!data) return isFetching ? <Card loading /> : null;
  return (
    <Card
      title={`${data.documentType} ${data.documentNo}`}
      data-testid="voidable-document"
      extra={
        <Can I="create" a="VoidEntry">
          {data.openVoid ? (
            <Flex gap="small">
              <Button onClick={() => setAction('edit')} data-testid="edit-void-reason">
                Edit reason
              </Button>
              <Button danger onClick={() => setAction('unvoid')} data-testid="unvoid">
                Unvoid
              </Button>
            </Flex>
          ) : (
            <Button danger type="primary" onClick={() => setAction('void')} data-testid="void-document">
              Void
            </Button>
          )}
        </Can>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 4 }}
        items={[
          {
            key: 'status',
            label: 'Status',
            children: (
              <Tag color={data.openVoid ? 'error' : 'default'} data-testid="voidable-status">
                {data.openVoid ? 'Void' : data.status}
              </Tag>
            ),
          },
          { key: 'customer', label: 'Customer', children: data.customerName ?? '—' },
          { key: 'amount', label: 'Amount', children: formatMoney(data.amountCents) },
          { key: 'reason', label: 'Void reason', children: data.openVoid?.reason ?? '—' },
        ]}
      />
      <Table<VoidEntryRecord>
        columns={historyColumns}
        dataSource={data.history}
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Never voided' }}
        data-testid="void-history"
      />
      {action && <ActionDialog action={action} document={data} onClose={() => setAction(null)} />}
    </Card>
  );
}

const isVoidable = (value: string | null): value is VoidableDocument =>
  voidableDocuments.includes(value as VoidableDocument);

/** The void entry screen (spec 7.6): find a receipt, invoice or registration by its number, then void or unvoid it. */
export function VoidEntry() {
  usePageTitle('Void entry');
  const [params, setParams] = useSearchParams();
  const type = isVoidable(params.get('type')) ? (params.get('type') as VoidableDocument) : 'Registration';
  const no = params.get('no')?.trim() ?? '';
  const [typed, setTyped] = useState(no);
  const find = (nextType: VoidableDocument, nextNo: string) =>
    setParams(nextNo.trim() ? { type: nextType, no: nextNo.trim() } : { type: nextType });
  return (
    <RequireAbility action="read" subject="VoidEntry">
      <Flex vertical gap="middle">
        <Card title="Void entry" data-testid="void-entry">
          <Flex gap="small" wrap>
            <Select<VoidableDocument>
              value={type}
              options={voidableDocuments.map((value) => ({ value, label: value }))}
              onChange={(next) => find(next, typed)}
              style={{ width: 160 }}
              aria-label="Document type"
              data-testid="void-document-type"
            />
            <Input.Search
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onSearch={(value) => find(type, value)}
              placeholder="Number: REG-…, INV-…, RCT-…"
              enterButton="Fetch"
              style={{ maxWidth: 420 }}
              data-testid="void-document-no"
            />
          </Flex>
        </Card>
        {no && <FoundDocument type={type} no={no} />}
      </Flex>
    </RequireAbility>
  );
}
