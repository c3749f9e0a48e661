import { Flex, Form, Input, InputNumber, Select } from 'antd';
import { useCourseChoices, useCourseEventChoices } from '@/features/events/useEventOptions';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { requiredText } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { useSaveProblem } from '@/shared/useSaveProblem';
import {
  contentIdMessage,
  contentIdPattern,
  ecourseFieldLabels as labels,
  ecourseFieldNames,
  ecourseListNames,
  ecourseSaveErrorMessage,
  initialECourseValues,
  requiredMissing,
  toECourseInput,
  type ECourseFormValues,
} from '../ecourseForm';
import { useSaveECourseMutation } from '../ecoursesApi';
import type { ECourse } from '../ecourseTypes';
import { ModulesField } from './ModulesField';

export type ECourseFormProps = RecordFormProps<ECourse>;

const errorFields = { fields: ecourseFieldNames, lists: ecourseListNames };

/** A chosen id no longer offered (an archived course or event) still shows as something. */
function withCurrent(
  options: { value: number; label: string }[],
  current: number | null | undefined,
  noun: string,
  loaded: boolean,
) {
  return typeof current === 'number' && loaded && !options.some((option) => option.value === current)
    ? [{ value: current, label: `${noun} #${current}` }, ...options]
    : options;
}

/** Creates or edits an e-course with its modules; a refused save keeps what was typed and shows why by the fields. */
export function ECourseForm({ record, onSaved, onCancel }: ECourseFormProps) {
  const [form] = Form.useForm<ECourseFormValues>();
  const [save, { isLoading: saving }] = useSaveECourseMutation();
  const { formError, trySave, onValidationFailed } = useSaveProblem(
    form,
    errorFields,
    ecourseSaveErrorMessage,
  );
  const courses = useCourseChoices();
  const courseId = Form.useWatch('courseId', form) as number | null | undefined;
  const eventId = Form.useWatch('eventId', form) as number | null | undefined;
  const events = useCourseEventChoices(courseId);

  const onFinish = (values: ECourseFormValues) =>
    trySave(async () => onSaved(await save(toECourseInput(values, record?.id)).unwrap()));

  return (
    <Form<ECourseFormValues>
      form={form}
      layout="vertical"
      initialValues={initialECourseValues(record)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(requiredMissing(values))}
      // Events belong to a course: another course's are no longer valid choices.
      onValuesChange={(changed: Partial<ECourseFormValues>) => {
        if ('courseId' in changed) form.setFieldValue('eventId', null);
      }}
      disabled={saving}
      style={{ maxWidth: 860 }}
      data-testid="ecourse-form"
    >
      <FormErrorAlert title={formError?.title} details={formError?.details} />
      <Flex gap="middle" wrap>
        <Form.Item
          name="courseId"
          label={labels.courseId}
          rules={[{ required: true, message: 'Course is required' }]}
          style={{ flex: '1 1 320px' }}
        >
          <Select<number | null>
            options={withCurrent(courses.options, record?.courseId, 'Course', !courses.loading)}
            loading={courses.loading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose…"
            data-testid="course-select"
          />
        </Form.Item>
        <Form.Item
          name="eventId"
          label={labels.eventId}
          extra="Optional: the event of the course that includes this e-course."
          style={{ flex: '1 1 320px' }}
        >
          <Select<number | null>
            options={withCurrent(events.options, eventId, 'Event', !events.loading)}
            loading={events.loading}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            disabled={typeof courseId !== 'number'}
            placeholder={typeof courseId === 'number' ? 'Choose…' : 'Choose a course first'}
            data-testid="event-select"
          />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item
          name="title"
          label={labels.title}
          rules={[requiredText('Title'), { max: 200, message: 'Title must be at most 200 characters' }]}
          style={{ flex: '2 1 320px' }}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="contentId"
          label={labels.contentId}
          extra="The content package's id in the e-learning player."
          rules={[requiredText('Content id'), { pattern: contentIdPattern, message: contentIdMessage }]}
          style={{ flex: '1 1 220px' }}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="accessDays"
          label={labels.accessDays}
          extra="Days to finish after starting; empty for no limit."
          rules={[{ type: 'integer', min: 1, max: 3650, message: 'Access days must be 1 to 3,650' }]}
          style={{ flex: '1 1 160px' }}
        >
          <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label={labels.description}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} />
      </Form.Item>
      <ModulesField form={form} />
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}
