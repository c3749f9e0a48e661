import { Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { ReferenceSelect } from '@/features/configuration/components/ReferenceSelect';
import { ConfirmChangeSelect } from '@/shared/ConfirmChangeSelect';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { centsToDollars } from '@/shared/money';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { useCreateOrUpdate, withId } from '@/shared/useCreateOrUpdate';
import { useSaveProblem } from '@/shared/useSaveProblem';
import {
  changeCourseWarning,
  eventFieldLabels as labels,
  eventFieldNames,
  eventListNames,
  initialEventValues,
  requiredMissing,
  toEventInput,
  type EventFormValues,
} from '../eventForm';
import { useCreateEventMutation, useUpdateEventMutation } from '../eventsApi';
import type { Event, EventCopy } from '../eventTypes';
import { eventLists, useEventOptions } from '../useEventOptions';
import { SessionsField } from './SessionsField';

/** The server's cap on money (100,000,000 cents), in the dollars the form shows. */
const maxDollars = 1_000_000;

const errorFields = { fields: eventFieldNames, lists: eventListNames };

export interface EventFormProps extends RecordFormProps<Event> {
  /** A duplicate's unsaved copy to start a new event from. */
  prefill?: EventCopy | null;
}

/** Creates or edits an event with its sessions; a refused save keeps what was typed and shows why by the fields. */
export function EventForm({ record, prefill = null, onSaved, onCancel }: EventFormProps) {
  const [form] = Form.useForm<EventFormValues>();
  const { saving, save } = useCreateOrUpdate(useCreateEventMutation, useUpdateEventMutation, withId);
  const { formError, trySave, onValidationFailed } = useSaveProblem(form, errorFields);
  const options = useEventOptions();
  const venueId = Form.useWatch('venueId', form) as number | null | undefined;
  const courseId = Form.useWatch('courseId', form) as number | null | undefined;
  const takesResPaper = options.takesResPaper(courseId);

  const onValuesChange = (changed: Partial<EventFormValues>) => {
    if ('courseId' in changed) {
      // A picked course's fee fills an empty fee field.
      const course = options.courses.find((candidate) => candidate.id === changed.courseId);
      const fee = form.getFieldValue('feeCents') as number | null | undefined;
      if (course && (fee === null || fee === undefined)) {
        form.setFieldValue('feeCents', centsToDollars(course.feeCents));
      }
      // Only a RES revision or refresher course's events are for one paper.
      if (!options.takesResPaper(changed.courseId)) form.setFieldValue('resPaperId', null);
    }
    if ('venueId' in changed) {
      // Classrooms belong to a venue: another venue's are no longer valid choices.
      form.setFieldValue('classroomId', null);
      const sessions = (form.getFieldValue('sessions') as EventFormValues['sessions'] | undefined) ?? [];
      form.setFieldValue(
        'sessions',
        sessions.map((session) => ({ ...session, classroomId: null })),
      );
    }
  };

  const onFinish = (values: EventFormValues) =>
    trySave(async () => onSaved(await save(toEventInput(values, record?.id), record?.id)));

  return (
    <Form<EventFormValues>
      form={form}
      layout="vertical"
      initialValues={initialEventValues(record ?? prefill)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(requiredMissing(values))}
      onValuesChange={onValuesChange}
      disabled={saving}
      style={{ maxWidth: 960 }}
      data-testid="event-form"
    >
      <FormErrorAlert title={formError?.title} details={formError?.details} />
      <Flex gap="middle" wrap>
        <Form.Item
          name="courseId"
          label={labels.courseId}
          rules={[{ required: true, message: 'Course is required' }]}
          style={{ flex: '2 1 320px' }}
        >
          <ConfirmChangeSelect
            options={options.courseOptions}
            loading={options.coursesLoading}
            needsConfirm={() => ((form.getFieldValue('sessions') as unknown[] | undefined) ?? []).length > 0}
            warning={changeCourseWarning}
            onChanging={() => form.setFieldValue('sessions', [])}
            testId="course-select"
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={labels.title}
          extra="Leave empty to use the course title."
          rules={[{ max: 200, message: 'Title must be at most 200 characters' }]}
          style={{ flex: '2 1 320px' }}
        >
          <Input maxLength={200} />
        </Form.Item>
        {takesResPaper && (
          <Form.Item
            name="resPaperId"
            label={labels.resPaperId}
            extra="The paper this revision or refresher class prepares for."
            style={{ flex: '1 1 200px' }}
          >
            <ReferenceSelect list={eventLists.resPapers} allowClear />
          </Form.Item>
        )}
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item
          name="venueId"
          label={labels.venueId}
          rules={[{ required: true, message: 'Venue is required' }]}
          style={{ flex: '1 1 240px' }}
        >
          <ReferenceSelect list={eventLists.venues} allowClear={false} />
        </Form.Item>
        <Form.Item name="classroomId" label={labels.classroomId} style={{ flex: '1 1 240px' }}>
          <Select<number | null>
            options={options.classroomOptions(venueId)}
            loading={options.classroomsLoading}
            allowClear
            placeholder={venueId ? 'Choose…' : 'Choose a venue first'}
          />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item
          name="capacity"
          label={labels.capacity}
          rules={[
            { required: true, message: 'Capacity is required' },
            { type: 'integer', min: 1, message: 'Capacity must be a whole number of at least 1' },
          ]}
          style={{ flex: '1 1 140px' }}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="feeCents"
          label={labels.feeCents}
          rules={[{ required: true, message: 'Fee is required' }]}
          style={{ flex: '1 1 140px' }}
        >
          <InputNumber min={0} max={maxDollars} precision={2} prefix="S$" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="registrationOpensOn"
          label={labels.registrationOpensOn}
          style={{ flex: '1 1 160px' }}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="registrationClosesOn"
          label={labels.registrationClosesOn}
          dependencies={['registrationOpensOn']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) => {
                const opens = getFieldValue('registrationOpensOn') as string | undefined;
                return value && opens && value < opens
                  ? Promise.reject(new Error('Registration cannot close before it opens'))
                  : Promise.resolve();
              },
            }),
          ]}
          style={{ flex: '1 1 160px' }}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="published"
          label={labels.published}
          valuePropName="checked"
          style={{ flex: '0 0 100px' }}
        >
          <Switch />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name="trainerIds" label={labels.trainerIds} style={{ flex: '1 1 300px' }}>
          <Select<number[]>
            mode="multiple"
            options={options.trainerOptions}
            loading={options.trainersLoading}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder="Choose…"
          />
        </Form.Item>
        <Form.Item name="facilitatorIds" label={labels.facilitatorIds} style={{ flex: '1 1 300px' }}>
          <Select<number[]>
            mode="multiple"
            options={options.facilitatorOptions}
            loading={options.facilitatorsLoading}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder="Choose…"
          />
        </Form.Item>
      </Flex>
      <SessionsField form={form} options={options} venueId={venueId} />
      <Form.Item name="remarks" label={labels.remarks}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}
