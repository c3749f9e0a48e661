import { Alert, App, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';
import type { RegistrationLine, RegistrationView } from '@/features/registration/registrationTypes';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { IdSelect } from '@/shared/IdSelect';
import { dollarsToCents, formatMoney } from '@/shared/money';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { useRefundSeatMutation } from '../refundsApi';
import type { RefundKind, RefundMethod, SeatRefunds } from '../refundTypes';
import { refundConsequences, refundLeftEstimate } from '../refunds';

interface RefundValues {
  amount: number | null;
  reason: string;
  method: RefundMethod;
  paymentModeId?: number | null;
  reference?: string;
  refundedOn?: string;
}

const errorFields = {
  fields: ['amountCents', 'reason', 'method', 'paymentModeId', 'reference', 'refundedOn'],
};

const titles: Readonly<Record<RefundKind, string>> = {
  full: 'Full refund',
  partial: 'Partial refund',
  entry: 'Add a refund entry',
};

/**
 * Refunds a seat in full, in part, or by a further entry. The dialog names what will happen (the credit
 * note, where the money goes, the seat's status) before staff confirm; the server checks the amount again.
 */
export function RefundDialog({
  registration,
  line,
  seat,
  kind,
  onClose,
}: {
  registration: RegistrationView;
  line: RegistrationLine;
  seat: SeatRefunds;
  kind: RefundKind;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RefundValues>();
  const [refund, { isLoading }] = useRefundSeatMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();
  const modes = useGetActiveEntriesQuery('paymentmode');
  const method = Form.useWatch('method', form) ?? 'manual';
  const amount = Form.useWatch('amount', form);
  const left = refundLeftEstimate(line, seat);
  const paidByCard = registration.paymentMethod === 'card';
  const paidByPayPal = registration.paymentMethod === 'paypal';
  const amountCents = kind === 'full' ? left : dollarsToCents(amount ?? 0);

  const onFinish = (values: RefundValues) =>
    trySave(async () => {
      const manual = values.method === 'manual';
      const after = await refund({
        seatId: line.id,
        registrationId: registration.id,
        kind,
        input: {
          reason: values.reason.trim(),
          method: values.method,
          paymentModeId: manual ? (values.paymentModeId ?? null) : null,
          // Fields of the other mode are not rendered, so not in the values.
          reference: values.reference?.trim() || null,
          refundedOn: manual && values.refundedOn ? values.refundedOn : null,
          amountCents: kind === 'full' ? undefined : dollarsToCents(values.amount ?? 0),
        },
      }).unwrap();
      const latest = after.refunds.at(-1);
      void message.success(
        latest?.status === 'PendingApproval'
          ? 'Refund recorded: it awaits approval on the CFO screen'
          : `Refund recorded${latest?.creditNoteNo ? `, credit note ${latest.creditNoteNo} issued` : ''}`,
      );
      onClose();
    });

  return (
    <Modal
      open
      title={`${titles[kind]}: ${line.participantName}, ${line.eventTitle}`}
      okText={kind === 'full' ? 'Refund in full' : `Refund ${formatMoney(amountCents)}`}
      okButtonProps={{ danger: true, 'data-testid': 'refund-confirm' }}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
      data-testid="refund-dialog"
    >
      <Form<RefundValues>
        form={form}
        layout="vertical"
        initialValues={{
          amount: null,
          reason: '',
          method: paidByCard ? 'card' : paidByPayPal ? 'paypal' : 'manual',
          paymentModeId: null,
          reference: '',
          refundedOn: '',
        }}
        onFinish={onFinish}
        onFinishFailed={() => onValidationFailed(true)}
      >
        <FormErrorAlert title={formError} />
        {kind !== 'full' && (
          <Form.Item
            name="amount"
            label={`Amount incl. GST (S$), at most ${formatMoney(left)}`}
            rules={[{ required: true, message: 'Amount is required' }]}
          >
            <InputNumber min={0.01} max={left / 100} precision={2} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label="Reason"
          rules={[{ required: true, whitespace: true, message: 'Reason is required' }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="method" label="Refund mode">
          <Radio.Group>
            <Radio value="card" disabled={!paidByCard} data-testid="refund-mode-card">
              Card (Stripe)
            </Radio>
            <Radio value="paypal" disabled={!paidByPayPal} data-testid="refund-mode-paypal">
              PayPal
            </Radio>
            <Radio value="manual" data-testid="refund-mode-manual">
              Manual (bank transfer, cheque)
            </Radio>
          </Radio.Group>
        </Form.Item>
        {method === 'manual' && (
          <>
            <Form.Item
              name="paymentModeId"
              label="Paid back by"
              rules={[{ required: true, message: 'Choose how the money is paid back' }]}
            >
              <IdSelect entries={modes.data} loading={modes.isLoading} placeholder="Bank transfer, cheque…" />
            </Form.Item>
            <Form.Item name="reference" label="Reference (transfer or cheque no.)">
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
            <Form.Item name="refundedOn" label="Refunded on (when the money already went out)">
              <Input type="date" />
            </Form.Item>
          </>
        )}
        <Alert
          type="warning"
          showIcon
          data-testid="refund-consequences"
          title="What this does"
          description={
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {refundConsequences({
                kind,
                amountCents,
                invoiceNo: seat.invoice?.invoiceNo ?? null,
                method,
              })}
            </Typography.Paragraph>
          }
        />
      </Form>
    </Modal>
  );
}
