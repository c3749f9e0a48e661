import { Flex, Form, Input } from 'antd';
import { IdSelect } from '@/shared/IdSelect';
import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';

/** The codes of the modes that need a cheque number and bank, or a reference (docs/billing.md). */
const CHEQUE = 'CHEQUE';

export interface PaymentFieldValues {
  paymentModeId: number | null;
  receivedOn: string;
  reference?: string;
  chequeBank?: string;
}

/** The payment mode (cheque: number and bank; transfers: reference no.) and the date money was received. */
export function PaymentFields() {
  const modes = useGetActiveEntriesQuery('paymentmode');
  const modeId = Form.useWatch<number | null>('paymentModeId');
  const isCheque = modes.data?.find((mode) => mode.id === modeId)?.code === CHEQUE;
  return (
    <Flex gap="middle" wrap>
      <Form.Item
        name="paymentModeId"
        label="Payment mode"
        rules={[{ required: true, message: 'Payment mode is required' }]}
        style={{ flex: 1, minWidth: 200 }}
      >
        <IdSelect
          entries={modes.data}
          loading={modes.isLoading}
          status={modes.error ? 'error' : undefined}
          placeholder="Cash, cheque, bank transfer, PayNow…"
        />
      </Form.Item>
      <Form.Item
        name="receivedOn"
        label="Date received"
        rules={[{ required: true, message: 'Date received is required' }]}
        style={{ minWidth: 160 }}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="reference"
        label={isCheque ? 'Cheque no.' : 'Reference no.'}
        rules={isCheque ? [{ required: true, message: 'Cheque no. is required' }] : []}
        style={{ flex: 1, minWidth: 160 }}
      >
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      {isCheque && (
        <Form.Item
          name="chequeBank"
          label="Bank"
          rules={[{ required: true, message: 'Bank is required' }]}
          style={{ flex: 1, minWidth: 160 }}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      )}
    </Flex>
  );
}

/** The payment as the API takes it. */
export const paymentOf = (values: PaymentFieldValues) => ({
  paymentModeId: values.paymentModeId ?? 0,
  receivedOn: values.receivedOn,
  reference: values.reference?.trim() || null,
  chequeBank: values.chequeBank?.trim() || null,
});
