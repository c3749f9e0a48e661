import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Form, Typography, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { ProfileFields } from '@/features/profile/components/ProfileFields';
import { profileLookupFields } from '@/features/profile/profileTypes';
import type { CartItem, ParticipantDetails } from '../cart/cartTypes';
import { formatDateRange } from '@/shared/formatDateTime';
import { useGetParticipantRequirementsQuery } from '../registrationApi';
import { ParticipantLookupFields } from './ParticipantLookupFields';

/** A participant need not have an account: the e-mail is where the registration's news goes. */
const participantEmailHint = 'We send the confirmation and class details to this e-mail.';

export interface ParticipantCardProps {
  index: number;
  item: CartItem;
  initialValues: ParticipantDetails;
  /** The server's messages about this item that no field shows (the event closed, a repeat ...). */
  messages: readonly string[];
  /** Hands the item's form to step 2, which validates and sends every form at once. */
  register: (key: string, form: FormInstance<ParticipantDetails> | null) => void;
  /** Fills this form with the first participant's details. */
  copyFirst?: () => ParticipantDetails | null;
}

/** Step 2's details of the person attending one cart item. */
export function ParticipantCard({
  index,
  item,
  initialValues,
  messages,
  register,
  copyFirst,
}: ParticipantCardProps) {
  const [form] = Form.useForm<ParticipantDetails>();
  // The family's rules (CPD: NRIC/FIN and CEA no. ...), from the server that applies them at checkout.
  const requiredFields = useGetParticipantRequirementsQuery(item.eventId).data?.requiredFields ?? [];
  const lookupRequired = profileLookupFields.some((field) => requiredFields.includes(field));

  useEffect(() => {
    register(item.key, form);
    return () => register(item.key, null);
  }, [register, item.key, form]);

  const copy = () => {
    const first = copyFirst?.();
    if (first) form.setFieldsValue(first);
  };

  return (
    <Card
      title={`Participant ${index + 1}: ${item.eventTitle}`}
      extra={
        <Typography.Text type="secondary">{formatDateRange(item.startsAt, item.endsAt)}</Typography.Text>
      }
      data-testid="participant-card"
    >
      {messages.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={messages.join(' ')}
          style={{ marginBottom: 16 }}
          data-testid="participant-problem"
        />
      )}
      {copyFirst && (
        <Button
          icon={<CopyOutlined />}
          onClick={copy}
          style={{ marginBottom: 16 }}
          data-testid="copy-first-participant"
        >
          Same person as participant 1
        </Button>
      )}
      <Form<ParticipantDetails>
        form={form}
        name={`participant-${index}`}
        layout="vertical"
        initialValues={initialValues}
        data-testid="participant-form"
      >
        <ProfileFields requiredFields={requiredFields} emailHint={participantEmailHint} />
        <Collapse
          ghost
          // Open when the class needs one of its fields (RES: the education).
          activeKey={lookupRequired ? ['more'] : undefined}
          items={[
            {
              key: 'more',
              label: lookupRequired ? 'More about the participant' : 'More about the participant (optional)',
              // Rendered while closed too, so the choices are kept and sent.
              forceRender: true,
              children: <ParticipantLookupFields requiredFields={requiredFields} />,
            },
          ]}
        />
      </Form>
    </Card>
  );
}
