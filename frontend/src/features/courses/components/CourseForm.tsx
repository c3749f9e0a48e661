import { Flex, Form, Image, Input, InputNumber, type FormRule, type UploadFile } from 'antd';
import { ReferenceSelect } from '@/features/configuration/components/ReferenceSelect';
import { FileField } from '@/shared/FileField';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { notBefore, requiredText } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import { buildMultipartBody } from '@/shared/multipartBody';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { bodyWithId, useCreateOrUpdate } from '@/shared/useCreateOrUpdate';
import { useSaveProblem } from '@/shared/useSaveProblem';
import { familyFieldLists, familyFields, familyFieldsFor } from '../courseFamilies';
import {
  brochureProblem,
  codeMessage,
  codePattern,
  courseFieldLabels as labels,
  courseFieldNames,
  hasMoreThanTwoDecimals,
  imageProblem,
  initialCourseValues,
  promoNotBelowFee,
  toCourseInput,
  validityMonthsRange,
  type CourseFormValues,
} from '../courseForm';
import { useCreateCourseMutation, useUpdateCourseMutation } from '../coursesApi';
import type { Course, CourseCopy } from '../courseTypes';
import { coursePaths } from '../paths';
import { useCourseTypes } from '../useCourseTypes';
import { CourseTypeSelect } from './CourseTypeSelect';

type FormState = CourseFormValues & { image?: UploadFile[]; brochure?: UploadFile[] };

/** The server's cap on money (100,000,000 cents), in the dollars the form shows. */
const maxDollars = 1_000_000;

const twoDecimals =
  (label: string): FormRule =>
  () => ({
    validator: (_rule, value: number | null | undefined) =>
      typeof value === 'number' && hasMoreThanTwoDecimals(value)
        ? Promise.reject(new Error(`${label} must have at most 2 decimals`))
        : Promise.resolve(),
  });

const promoBelowFee: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: number | null | undefined) =>
    promoNotBelowFee(getFieldValue('feeCents') as number | null, value)
      ? Promise.reject(new Error('Promo fee must be less than the fee'))
      : Promise.resolve(),
});

const promoUntilAfterFrom = notBefore('promoValidFrom', 'Promo until must not be before promo from');

export interface CourseFormProps extends RecordFormProps<Course> {
  /** A duplicate's unsaved copy to start a new course from. */
  prefill?: CourseCopy | null;
}

/** Creates or edits a course; a refused save keeps what was typed and shows why by the fields. */
export function CourseForm({ record, prefill = null, onSaved, onCancel }: CourseFormProps) {
  const [form] = Form.useForm<FormState>();
  const { saving, save } = useCreateOrUpdate(useCreateCourseMutation, useUpdateCourseMutation, bodyWithId);
  const courseTypes = useCourseTypes();
  const source = record ?? prefill;

  const courseTypeId = Form.useWatch('courseTypeId', form) as number | null | undefined;
  // A type deactivated since the course was saved is not offered, but its code still decides the family.
  const courseTypeCode =
    courseTypes.codeOf(courseTypeId) ??
    (source && courseTypeId === source.courseTypeId ? source.courseTypeCode : null);
  const shownFamily = familyFieldsFor(courseTypeCode);
  const typeOptions = [...courseTypes.options];
  if (source && courseTypes.loaded && !typeOptions.some((option) => option.value === source.courseTypeId)) {
    typeOptions.unshift({ value: source.courseTypeId, label: source.courseTypeName });
  }

  // Hidden family fields cannot show an error, so only the shown ones take theirs.
  const { formError, clearFormError, trySave } = useSaveProblem(form, {
    fields: courseFieldNames.filter(
      (field) => !(familyFields as readonly string[]).includes(field) || shownFamily.includes(field as never),
    ),
  });

  const onFinish = (state: FormState) =>
    trySave(async () => {
      // toCourseInput picks the record's fields, so the files beside them never reach the JSON.
      const body = buildMultipartBody(toCourseInput(state, courseTypeCode, record?.id), {
        image: state.image?.[0]?.originFileObj ?? null,
        brochure: state.brochure?.[0]?.originFileObj ?? null,
      });
      onSaved(await save(body, record?.id));
    });

  return (
    <Form<FormState>
      form={form}
      layout="vertical"
      initialValues={initialCourseValues(source)}
      onFinish={onFinish}
      onFinishFailed={clearFormError}
      disabled={saving}
      style={{ maxWidth: 720 }}
      data-testid="course-form"
    >
      <FormErrorAlert title={formError?.title} details={formError?.details} />
      <Flex gap="middle" wrap>
        <Form.Item
          name="code"
          label={labels.code}
          rules={[requiredText('Code'), { pattern: codePattern, message: codeMessage }]}
          style={{ flex: '1 1 200px' }}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="courseTypeId"
          label={labels.courseTypeId}
          rules={[{ required: true, message: 'Course type is required' }]}
          style={{ flex: '2 1 300px' }}
        >
          <CourseTypeSelect options={typeOptions} loading={courseTypes.loading} form={form} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="title"
        label={labels.title}
        rules={[requiredText('Title'), { max: 200, message: 'Title must be at most 200 characters' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      {shownFamily.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={familyFieldLists[field].label}
          rules={[
            { required: true, message: `${familyFieldLists[field].label} is required for this course type` },
          ]}
        >
          <ReferenceSelect list={familyFieldLists[field].list} allowClear={false} />
        </Form.Item>
      ))}
      <Flex gap="middle" wrap>
        <Form.Item name="validityTypeId" label={labels.validityTypeId} style={{ flex: '1 1 250px' }}>
          <ReferenceSelect list="validitytypes" allowClear />
        </Form.Item>
        <Form.Item
          name="cpdHours"
          label={labels.cpdHours}
          rules={[twoDecimals(labels.cpdHours)]}
          style={{ flex: '1 1 150px' }}
        >
          <InputNumber min={0} max={200} step={0.5} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="validityMonths"
          label={labels.validityMonths}
          extra="How long a completion stays valid; empty: it does not expire."
          rules={[
            {
              type: 'integer',
              ...validityMonthsRange,
              message: `Validity must be a whole number of ${validityMonthsRange.min} to ${validityMonthsRange.max} months`,
            },
          ]}
          style={{ flex: '1 1 150px' }}
        >
          <InputNumber
            min={validityMonthsRange.min}
            max={validityMonthsRange.max}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item
          name="feeCents"
          label={labels.feeCents}
          rules={[{ required: true, message: 'Fee is required' }, twoDecimals(labels.feeCents)]}
          style={{ flex: '1 1 150px' }}
        >
          <InputNumber min={0} max={maxDollars} prefix="S$" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="promoFeeCents"
          label={labels.promoFeeCents}
          dependencies={['feeCents']}
          rules={[twoDecimals(labels.promoFeeCents), promoBelowFee]}
          style={{ flex: '1 1 150px' }}
        >
          <InputNumber min={0} max={maxDollars} prefix="S$" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="promoValidFrom" label={labels.promoValidFrom} style={{ flex: '1 1 150px' }}>
          {/* A native date input, so people and browser tests alike can type YYYY-MM-DD. */}
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="promoValidTo"
          label={labels.promoValidTo}
          dependencies={['promoValidFrom']}
          rules={[promoUntilAfterFrom]}
          style={{ flex: '1 1 150px' }}
        >
          <Input type="date" />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label={labels.description} extra="HTML is allowed; the server tidies it.">
        {/* Plain HTML in a text area, as configuration's rich text: the back office needs no editor library. */}
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
      <FileField
        name="image"
        label={labels.image}
        extra="PNG, JPG or WEBP, at most 2 MB."
        accept=".png,.jpg,.jpeg,.webp"
        problem={imageProblem}
        listType="picture"
        buttonText={record?.hasImage ? 'Replace image' : 'Choose image'}
        testId="image-upload"
        current={
          record?.hasImage && (
            <Image
              src={coursePaths.image(record)}
              alt="Current image"
              width={120}
              style={{ marginBottom: 8 }}
              data-testid="current-image"
            />
          )
        }
      />
      <FileField
        name="brochure"
        label={labels.brochure}
        extra="PDF, at most 10 MB."
        accept=".pdf"
        problem={brochureProblem}
        buttonText={record?.hasBrochure ? 'Replace brochure' : 'Choose brochure'}
        testId="brochure-upload"
        current={
          record?.hasBrochure && (
            <div style={{ marginBottom: 8 }}>
              <a
                href={coursePaths.brochure(record)}
                target="_blank"
                rel="noreferrer"
                data-testid="current-brochure"
              >
                Current brochure
              </a>
            </div>
          )
        }
      />
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}
