import { MinusCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Select, type FormInstance, type FormRule } from 'antd';
import { AddRowButton } from '@/shared/AddRowButton';
import { minRows } from '@/shared/formRules';
import {
  emptySession,
  eventFieldLabels as labels,
  noSessionsMessage,
  sessionEndsAfterStart,
  sessionTimeMessage,
  timeslotTimes,
  type EventFormValues,
} from '../eventForm';
import type { EventOptions } from '../useEventOptions';

const endAfterStart =
  (row: number): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      sessionEndsAfterStart(
        (getFieldValue(['sessions', row, 'startsAt']) as string | undefined) ?? '',
        value ?? '',
      )
        ? Promise.resolve()
        : Promise.reject(new Error(sessionTimeMessage)),
  });

const atLeastOne = minRows(1, noSessionsMessage);

export interface SessionsFieldProps {
  form: FormInstance<EventFormValues>;
  options: EventOptions;
  venueId: number | null | undefined;
}

/**
 * The event's sessions: start and end as Singapore `datetime-local` inputs (ids `sessions_N_startsAt`,
 * `sessions_N_endsAt`), a timeslot that fills in its times on the session's day, and a classroom.
 */
export function SessionsField({ form, options, venueId }: SessionsFieldProps) {
  const classroomOptions = options.classroomOptions(venueId);

  const applyTimeslot = (row: number, timeslotId: number | null) => {
    const slot = options.timeslots.find((entry) => entry.id === timeslotId);
    const session = form.getFieldValue(['sessions', row]) as EventFormValues['sessions'][number] | undefined;
    const times = slot && session ? timeslotTimes(session, slot) : null;
    if (!times) return;
    form.setFieldValue(['sessions', row, 'startsAt'], times.startsAt);
    form.setFieldValue(['sessions', row, 'endsAt'], times.endsAt);
    void form.validateFields([['sessions', row, 'endsAt']]).catch(() => undefined);
  };

  return (
    <Card
      type="inner"
      title={labels.sessions}
      size="small"
      data-testid="sessions-list"
      style={{ marginBottom: 24 }}
    >
      <Form.List name="sessions" rules={[atLeastOne]}>
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap="small">
            {fields.map(({ key, name }) => (
              <Flex key={key} gap="small" wrap align="flex-start" data-testid={`session-row-${name}`}>
                <Form.Item
                  name={[name, 'startsAt']}
                  label={`Session ${name + 1} start`}
                  rules={[{ required: true, message: 'Start is required' }]}
                  style={{ flex: '1 1 200px', marginBottom: 8 }}
                >
                  <Input type="datetime-local" />
                </Form.Item>
                <Form.Item
                  name={[name, 'endsAt']}
                  label="End"
                  dependencies={[['sessions', name, 'startsAt']]}
                  rules={[{ required: true, message: 'End is required' }, endAfterStart(name)]}
                  style={{ flex: '1 1 200px', marginBottom: 8 }}
                >
                  <Input type="datetime-local" />
                </Form.Item>
                <Form.Item
                  name={[name, 'timeslotId']}
                  label="Timeslot"
                  style={{ flex: '1 1 160px', marginBottom: 8 }}
                >
                  <Select<number | null>
                    options={options.timeslotOptions}
                    loading={options.timeslotsLoading}
                    allowClear
                    placeholder="Choose…"
                    onChange={(next) => applyTimeslot(name, next ?? null)}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'classroomId']}
                  label="Classroom"
                  style={{ flex: '1 1 160px', marginBottom: 8 }}
                >
                  <Select<number | null>
                    options={classroomOptions}
                    loading={options.classroomsLoading}
                    allowClear
                    placeholder={venueId ? 'Choose…' : 'Choose a venue first'}
                  />
                </Form.Item>
                <Form.Item label=" " style={{ marginBottom: 8 }}>
                  <Button
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(name)}
                    aria-label={`Remove session ${name + 1}`}
                    data-testid={`remove-session-${name}`}
                  >
                    Remove session
                  </Button>
                </Form.Item>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <AddRowButton onAdd={() => add({ ...emptySession })} testId="add-session">
              Add session
            </AddRowButton>
          </Flex>
        )}
      </Form.List>
    </Card>
  );
}
