import { Alert, App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { Can } from '@/app/abilityContext';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { formatMoney } from '@/shared/money';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import {
  usePayOutRefundMutation,
  useSetRefundedDateMutation,
  useSetRefundedReferenceMutation,
  useUnrefundMutation,
} from '../refundsApi';
import { isCardRefund } from '../refunds';
import type { RefundEntry } from '../refundTypes';

type EntryAction = 'date' | 'reference' | 'unrefund';

interface EntryValues {
  value: string;
}

const labels: Readonly<
  Record<EntryAction, { title: string; field: string; ok: string; serverField: string }>
> = {
  date: { title: 'Set the refunded date', field: 'Refunded on', ok: 'Save date', serverField: 'refundedOn' },
  reference: {
    title: 'Set the refund reference',
    field: 'Reference',
    ok: 'Save reference',
    serverField: 'reference',
  },
  unrefund: { title: 'Unrefund', field: 'Reason', ok: 'Unrefund', serverField: 'reason' },
};

const consequences = (action: EntryAction, entry: RefundEntry): string | null => {
  if (action === 'date') {
    return `The refund of ${formatMoney(entry.amountCents)} counts as paid out on that day: the invoice's balance comes back up by that amount.`;
  }
  if (action !== 'unrefund') return null;
  const note = entry.creditNoteNo ?? 'its credit note';
  return entry.creditNoteStatus === 'Issued'
    ? `The refund of ${formatMoney(entry.amountCents)} is reversed: ${note} stays issued and a manual invoice "Reversal of credit note ${note}" offsets it. A seat refunded in full takes its place back (refused when the event is full).`
    : `The refund of ${formatMoney(entry.amountCents)} is reversed and its pending credit note is rejected.`;
};

/** One action on a refund entry, in a dialog that says what it does; the server checks again. */
function EntryDialog({
  action,
  entry,
  seat,
  onClose,
}: {
  action: EntryAction;
  entry: RefundEntry;
  seat: { seatId: number; registrationId: number };
  onClose: () => void;
}) {
  const [form] = Form.useForm<EntryValues>();
  const [setDate, dating] = useSetRefundedDateMutation();
  const [setReference, referencing] = useSetRefundedReferenceMutation();
  const [unrefund, unrefunding] = useUnrefundMutation();
  const label = labels[action];
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, { fields: [label.serverField] });
  const { message } = App.useApp();
  const said = consequences(action, entry);

  const onFinish = ({ value }: EntryValues) =>
    trySave(async () => {
      const arg = { ...seat, refundId: entry.id };
      if (action === 'date') await setDate({ ...arg, refundedOn: value }).unwrap();
      else if (action === 'reference') await setReference({ ...arg, reference: value.trim() }).unwrap();
      else await unrefund({ ...arg, reason: value.trim() }).unwrap();
      void message.success(action === 'unrefund' ? 'Refund reversed' : 'Saved');
      onClose();
    });

  return (
    <Modal
      open
      title={`${label.title}: ${formatMoney(entry.amountCents)}`}
      okText={label.ok}
      okButtonProps={{ danger: action === 'unrefund', 'data-testid': 'refund-entry-confirm' }}
      onOk={() => form.submit()}
      confirmLoading={dating.isLoading || referencing.isLoading || unrefunding.isLoading}
      onCancel={onClose}
      destroyOnHidden
      data-testid="refund-entry-dialog"
    >
      <Form<EntryValues>
        form={form}
        layout="vertical"
        initialValues={{
          value:
            action === 'reference'
              ? (entry.reference ?? '')
              : action === 'date'
                ? (entry.refundedOn ?? '')
                : '',
        }}
        onFinish={onFinish}
        onFinishFailed={() => onValidationFailed(true)}
      >
        <FormErrorAlert title={formError} />
        <Form.Item
          name="value"
          label={label.field}
          rules={[{ required: true, whitespace: true, message: `${label.field} is required` }]}
        >
          {action === 'date' ? (
            <Input type="date" />
          ) : action === 'reference' ? (
            <Input maxLength={100} autoComplete="off" />
          ) : (
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
          )}
        </Form.Item>
        {said && <Alert type="warning" showIcon title={said} data-testid="refund-entry-consequences" />}
      </Form>
    </Modal>
  );
}

/** Sends an approved card refund to Stripe, after staff confirm the amount. */
function PayOutButton({
  entry,
  seat,
}: {
  entry: RefundEntry;
  seat: { seatId: number; registrationId: number };
}) {
  const [payOut, { isLoading }] = usePayOutRefundMutation();
  const { modal, message } = App.useApp();
  const confirm = () =>
    modal.confirm({
      title: `Send ${formatMoney(entry.amountCents)} back to the card?`,
      content: 'Stripe refunds the card payment; the refund is paid out once Stripe confirms it.',
      okText: 'Send to Stripe',
      onOk: async () => {
        await payOut({ ...seat, refundId: entry.id }).unwrap();
        void message.success('Sent to Stripe');
      },
    });
  return (
    <Button size="small" loading={isLoading} onClick={confirm} data-testid={`refund-payout-${entry.id}`}>
      Pay out
    </Button>
  );
}

/** What staff may still do with one refund entry: date and reference a manual one, reverse a mistaken one. */
export function RefundEntryActions({
  entry,
  seat,
}: {
  entry: RefundEntry;
  seat: { seatId: number; registrationId: number };
}) {
  const [action, setAction] = useState<EntryAction | null>(null);
  const live = entry.status !== 'Reversed';
  const card = isCardRefund(entry);
  const manual = !card;
  return (
    <Flex gap="small" wrap>
      {live && manual && (
        <Can I="update" a="Refund">
          <Button size="small" onClick={() => setAction('date')} data-testid={`refund-date-${entry.id}`}>
            Refunded date
          </Button>
          <Button size="small" onClick={() => setAction('reference')} data-testid={`refund-ref-${entry.id}`}>
            Reference
          </Button>
        </Can>
      )}
      {entry.status === 'Approved' && card && entry.providerRefundId === null && (
        <Can I="create" a="Refund">
          <PayOutButton entry={entry} seat={seat} />
        </Can>
      )}
      {live && !(entry.status === 'PaidOut' && card) && (
        <Can I="create" a="Refund">
          <Button
            size="small"
            danger
            onClick={() => setAction('unrefund')}
            data-testid={`unrefund-${entry.id}`}
          >
            Unrefund
          </Button>
        </Can>
      )}
      {action && <EntryDialog action={action} entry={entry} seat={seat} onClose={() => setAction(null)} />}
    </Flex>
  );
}
