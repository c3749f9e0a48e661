import { CheckCircleFilled } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Form, Popconfirm, Spin, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useAppAbility } from '@/app/abilityContext';
import { AddRowButton } from '@/shared/AddRowButton';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { formatDateTime } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { useSaveProblem } from '@/shared/useSaveProblem';
import { useShowApiError } from '@/shared/useShowApiError';
import {
  useGetAssessmentQuery,
  usePublishAssessmentMutation,
  useSaveAssessmentMutation,
} from '../assessmentApi';
import {
  answerKindLabels,
  assessmentErrorFields,
  assessmentLimits,
  assessmentSaveErrorMessage,
  initialAssessmentValues,
  newQuestion,
  publishWarning,
  requiredMissing,
  toAssessmentInput,
  totalMarks,
  type AssessmentFormValues,
} from '../assessmentForm';
import type { Assessment, AssessmentQuestion } from '../assessmentTypes';
import { QuestionFields } from './QuestionFields';

const marksText = (marks: number) => `${marks} mark${marks === 1 ? '' : 's'}`;

/** The questions as participants will get them, right answers marked; for published sets and for readers. */
function QuestionList({ questions }: { questions: AssessmentQuestion[] }) {
  if (questions.length === 0) return <Empty description="No questions yet" />;
  return (
    <Flex vertical gap="small" data-testid="assessment-questions">
      {questions.map((question, index) => (
        <Card
          key={question.id}
          size="small"
          title={`Question ${index + 1}`}
          extra={
            <span>
              <Tag>{answerKindLabels[question.kind]}</Tag>
              {marksText(question.marks)}
            </span>
          }
        >
          <Flex vertical gap={4}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{question.question}</Typography.Text>
            {question.options.map((option, optionIndex) => {
              const right = optionIndex === question.correctOption;
              return (
                <Typography.Text
                  key={optionIndex}
                  type={right ? 'success' : undefined}
                  style={{ paddingLeft: 16 }}
                >
                  {optionIndex + 1}. {option} {right && <CheckCircleFilled aria-label="Right answer" />}
                </Typography.Text>
              );
            })}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

/**
 * Edits the set of questions as a whole (add, remove, reorder), saves it, and publishes it after a confirmation.
 * Publishing is offered once what is shown is saved, since it publishes the saved set.
 */
function AssessmentEditor({ eventId, assessment }: { eventId: number; assessment: Assessment }) {
  const [form] = Form.useForm<AssessmentFormValues>();
  const [save, { isLoading: saving }] = useSaveAssessmentMutation();
  const [publish, { isLoading: publishing }] = usePublishAssessmentMutation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const { formError, trySave, onValidationFailed } = useSaveProblem(
    form,
    assessmentErrorFields,
    assessmentSaveErrorMessage,
  );
  // The editor is keyed by the saved set, so what was saved is worked out once, not on every keystroke.
  const initial = useMemo(() => initialAssessmentValues(assessment), [assessment]);
  const savedInput = useMemo(() => JSON.stringify(toAssessmentInput(initial)), [initial]);
  const questions = Form.useWatch('questions', form) as AssessmentFormValues['questions'] | undefined;
  const unsaved = questions !== undefined && JSON.stringify(toAssessmentInput({ questions })) !== savedInput;

  const onFinish = (values: AssessmentFormValues) =>
    trySave(async () => {
      await save({ eventId, body: toAssessmentInput(values) }).unwrap();
      void message.success('Questions saved');
    });

  const confirmPublish = async () => {
    try {
      await publish(eventId).unwrap();
      void message.success('Assessment published');
    } catch (error) {
      showApiError(error);
    }
  };

  const publishBlocked = unsaved
    ? 'Save the questions first'
    : assessment.questions.length === 0
      ? 'Add and save questions first'
      : null;

  return (
    <Form<AssessmentFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(requiredMissing(values))}
      disabled={saving || publishing}
      data-testid="assessment-form"
    >
      <FormErrorAlert title={formError?.title} details={formError?.details} />
      <Form.List name="questions">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap="middle">
            {fields.length === 0 && <Empty description="No questions yet" />}
            {fields.map(({ key, name }) => (
              <QuestionFields
                key={key}
                form={form}
                name={name}
                count={fields.length}
                move={move}
                remove={remove}
              />
            ))}
            <AddRowButton
              onAdd={() => add(newQuestion())}
              testId="add-question"
              disabled={fields.length >= assessmentLimits.questions}
            >
              Add question
            </AddRowButton>
          </Flex>
        )}
      </Form.List>
      <Flex gap="small" justify="flex-end" align="center" wrap style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" data-testid="assessment-total" style={{ marginRight: 'auto' }}>
          Total {marksText(totalMarks(questions))}
          {unsaved && ' · unsaved changes'}
        </Typography.Text>
        <Tooltip title={publishBlocked}>
          {/* A span, so the tooltip also shows on the disabled button. */}
          <span>
            <Popconfirm
              title="Publish the assessment?"
              description={publishWarning}
              okText="Publish"
              cancelText="Cancel"
              onConfirm={confirmPublish}
              disabled={publishBlocked !== null}
            >
              <Button
                disabled={publishBlocked !== null}
                loading={publishing}
                data-testid="publish-assessment"
              >
                Publish
              </Button>
            </Popconfirm>
          </span>
        </Tooltip>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="save-questions">
          Save questions
        </Button>
      </Flex>
    </Form>
  );
}

/** An event's assessment: staff edit and publish the questions; once published, or for readers, it is shown. */
export function EventAssessment({ eventId }: { eventId: number }) {
  const ability = useAppAbility();
  const { data, error, isLoading, refetch } = useGetAssessmentQuery(eventId);

  if (isLoading) return <Spin />;
  if (error || !data) return <LoadErrorAlert error={error} onRetry={refetch} />;

  const editable = data.publishedAt === null && ability.can('update', 'Assessment');
  return (
    <Flex vertical gap="middle" data-testid="event-assessment">
      <Flex gap="small" wrap align="center">
        {data.publishedAt === null ? (
          <Tag data-testid="assessment-status">Draft</Tag>
        ) : (
          <Tag color="success" data-testid="assessment-status">
            Published {formatDateTime(data.publishedAt)}
          </Tag>
        )}
        <Typography.Text type="secondary">
          {data.questions.length} question{data.questions.length === 1 ? '' : 's'},{' '}
          {marksText(data.totalMarks)}
        </Typography.Text>
      </Flex>
      {editable ? (
        // Keyed by the saved questions (each save gives them new ids), so the editor starts from what was saved.
        <AssessmentEditor
          key={data.questions.map((question) => question.id).join(',')}
          eventId={eventId}
          assessment={data}
        />
      ) : (
        <QuestionList questions={data.questions} />
      )}
    </Flex>
  );
}
