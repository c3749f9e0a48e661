import { SwapOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { useGetEventsQuery } from '@/features/events/eventsApi';
import { useGetParticipantsQuery } from '@/features/participants/participantsApi';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { formatMoney } from '@/shared/money';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { usePreviewTransferMutation, useTransferSeatMutation, type TransferPreview } from '../transferApi';

interface TransferValues {
  seatId: number;
  targetEventId?: number | null;
  targetParticipantId?: number | null;
  reason: string;
}

const errorFields = { fields: ['seatId', 'targetEventId', 'targetParticipantId', 'reason'] };

/** What the transfer will do, in the words of the documents it issues. */
function Consequences({ preview }: { preview: TransferPreview }) {
  const difference =
    preview.differenceCents > 0
      ? `${formatMoney(preview.owedCents)} will be owed on the new invoice.`
      : preview.differenceCents < 0
        ? `${formatMoney(preview.creditOnAccountCents)} stays with the payer as credit on account.`
        : 'No difference to pay or refund.';
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="transfer-consequences"
      title={`Move ${preview.seat.participantName} from ${preview.seat.eventTitle} to ${preview.target.eventTitle} (${preview.target.participantName})`}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            Credit note of {formatMoney(preview.creditNoteCents)} on invoice {preview.invoice.invoiceNo}; new
            invoice of {formatMoney(preview.newInvoiceCents)}; what was paid moves to it. {difference}
          </Typography.Paragraph>
          {preview.documents.map((doc) => (
            <div key={doc.document}>
              {doc.document}: {doc.description} — {formatMoney(doc.amountCents)}
            </div>
          ))}
        </>
      }
    />
  );
}

/**
 * Transfer course on a registration's page: one paid seat to another event (any course) and/or another
 * participant. Staff first see the credit note, the new invoice and the difference, then confirm.
 */
export function TransferDialog({ registration }: { registration: RegistrationView }) {
  const seats = registration.lines.filter((line) => line.status === 'Confirmed');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<TransferValues>();
  const [preview, setPreview] = useState<TransferPreview | null>(null);
  const [eventSearch, setEventSearch] = useState('');
  const [personSearch, setPersonSearch] = useState('');
  const eventKeyword = useDebouncedValue(eventSearch);
  const personKeyword = useDebouncedValue(personSearch);
  const events = useGetEventsQuery(
    { page: 1, pageSize: 50, keyword: eventKeyword, sort: null, filters: { time: 'Upcoming' } },
    { skip: !open },
  );
  const people = useGetParticipantsQuery(
    { page: 1, pageSize: 20, keyword: personKeyword, sort: null, filters: {} },
    { skip: !open || personKeyword.trim() === '' },
  );
  const [previewTransfer, previewing] = usePreviewTransferMutation();
  const [transferSeat, transferring] = useTransferSeatMutation();
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const { message } = App.useApp();

  if (registration.paymentStatus !== 'paid' || seats.length === 0) return null;

  const target = () => {
    const values = form.getFieldsValue();
    return {
      seatId: values.seatId,
      targetEventId: values.targetEventId ?? null,
      targetParticipantId: values.targetParticipantId ?? null,
    };
  };

  const check = () =>
    trySave(async () => {
      setPreview(await previewTransfer(target()).unwrap());
    });

  const onFinish = ({ reason }: TransferValues) =>
    trySave(async () => {
      const done = await transferSeat({ ...target(), registrationId: registration.id, reason }).unwrap();
      void message.success(
        `Transferred: ${done.newRegNo}, invoice ${done.newInvoiceNo}, credit note ${done.creditNoteNo}`,
      );
      setOpen(false);
    });

  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => setOpen(true)} data-testid="transfer-seat">
        Transfer
      </Button>
      <Modal
        open={open}
        title={`Transfer a seat of ${registration.regNo}`}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            Cancel
          </Button>,
          <Button key="check" onClick={() => void check()} loading={previewing.isLoading}>
            Show consequences
          </Button>,
          <Button
            key="transfer"
            type="primary"
            danger
            disabled={!preview}
            loading={transferring.isLoading}
            onClick={() => form.submit()}
            data-testid="confirm-transfer"
          >
            Transfer
          </Button>,
        ]}
      >
        <Form<TransferValues>
          form={form}
          layout="vertical"
          initialValues={{ seatId: seats[0].id }}
          onValuesChange={() => setPreview(null)}
          onFinish={onFinish}
          onFinishFailed={({ values }) => onValidationFailed(!values.reason)}
        >
          <FormErrorAlert title={formError} />
          <Form.Item name="seatId" label="Seat" rules={[{ required: true, message: 'Choose the seat' }]}>
            <Select
              options={seats.map((line) => ({
                value: line.id,
                label: `${line.eventTitle} (${line.participantName})`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="targetEventId"
            label="To event"
            extra="Empty: the same event, for another participant"
          >
            <Select
              allowClear
              showSearch={{ filterOption: false, onSearch: setEventSearch }}
              loading={events.isFetching}
              placeholder="Search upcoming events"
              options={(events.data?.items ?? []).map((event) => ({ value: event.id, label: event.title }))}
            />
          </Form.Item>
          <Form.Item name="targetParticipantId" label="To participant" extra="Empty: the same participant">
            <Select
              allowClear
              showSearch={{ filterOption: false, onSearch: setPersonSearch }}
              loading={people.isFetching}
              placeholder="Search by name, NRIC/FIN or e-mail"
              options={(people.data?.items ?? []).map((person) => ({
                value: person.id,
                label: `${person.name} (${person.email})`,
              }))}
            />
          </Form.Item>
          <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Reason is required' }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
        {preview && <Consequences preview={preview} />}
      </Modal>
    </>
  );
}
