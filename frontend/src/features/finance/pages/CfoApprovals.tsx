import { App, Button, Flex, Input, Popconfirm, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { useShowApiError } from '@/shared/useShowApiError';
import { useDecideCreditNoteMutation, useGetPendingApprovalsQuery } from '../financeApi';
import type { PendingApproval } from '../financeTypes';
import { invoicePaths } from '../paths';

/** A refund waits on its credit note: deciding the note decides the refund. */
type Pending = PendingApproval & { creditNoteId?: number | null };

/** Approve, or reject with a reason; the server refuses the requester's own (403). */
function Decide({ row }: { row: Pending }) {
  const [decide, { isLoading }] = useDecideCreditNoteMutation();
  const [reason, setReason] = useState('');
  const showError = useShowApiError();
  const { message } = App.useApp();
  const noteId = row.type === 'CreditNote' ? row.id : row.creditNoteId;
  const run = (approve: boolean) =>
    decide({ id: noteId ?? row.id, approve, reason: reason.trim() })
      .unwrap()
      .then(() => void message.success(approve ? 'Approved' : 'Rejected'), showError);
  if (!noteId) return null;
  return (
    <Flex gap="small">
      <Button
        type="primary"
        size="small"
        loading={isLoading}
        onClick={() => void run(true)}
        data-testid={`approve-${row.type === 'Refund' ? 'refund-' : ''}${row.id}`}
      >
        Approve
      </Button>
      <Popconfirm
        title={row.type === 'Refund' ? 'Reject this refund?' : 'Reject this credit note?'}
        description={
          <Input placeholder="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />
        }
        okButtonProps={{ disabled: !reason.trim() }}
        onConfirm={() => run(false)}
      >
        <Button size="small" danger data-testid={`reject-${row.type === 'Refund' ? 'refund-' : ''}${row.id}`}>
          Reject
        </Button>
      </Popconfirm>
    </Flex>
  );
}

const columns: TableColumnsType<PendingApproval> = [
  { key: 'type', title: 'Type', render: (_, row) => (row.type === 'CreditNote' ? 'Credit note' : 'Refund') },
  {
    key: 'invoice',
    title: 'Invoice',
    render: (_, row) => <Link to={invoicePaths.view(row.invoiceId)}>{row.invoiceNo}</Link>,
  },
  { key: 'customer', title: 'Customer', dataIndex: 'customerName' },
  { key: 'amount', title: 'Amount', align: 'right', render: (_, row) => formatMoney(row.amountCents) },
  { key: 'reason', title: 'Reason', render: (_, row) => row.reason ?? '—' },
  {
    key: 'requested',
    title: 'Requested',
    render: (_, row) => `${row.requestedBy ?? ''} ${formatDateTime(row.requestedAt)}`,
  },
  { key: 'actions', title: 'Decision', render: (_, row) => <Decide row={row} /> },
];

/** The "cfo" screen: credit notes and refunds above the approval threshold, oldest first. */
export function CfoApprovals() {
  return (
    <RecordListPage screens={{ subject: 'CreditNote', area: 'Approvals', testId: 'cfo-approval' }}>
      <RecordListTable useList={useGetPendingApprovalsQuery} columns={columns} searchPlaceholder="Search" />
    </RecordListPage>
  );
}
