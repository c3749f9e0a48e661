import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { AddRowButton } from '@/shared/AddRowButton';
import { minRows, requiredText } from '@/shared/formRules';
import { ListRowControls } from '@/shared/ListRowControls';
import {
  answerKindLabels,
  assessmentLimits as limits,
  correctOptionAfterRemoving,
  noCorrectOptionMessage,
  tooFewOptionsMessage,
  type AssessmentFormValues,
} from '../assessmentForm';
import { answerKinds, type AnswerKind } from '../assessmentTypes';

const kindOptions = answerKinds.map((kind) => ({ value: kind, label: answerKindLabels[kind] }));

const atLeastTwo = minRows(2, tooFewOptionsMessage);

/** The options of single-choice question `question` (ids `questions_Q_options_N`), and which one is right. */
function OptionsField({ form, question }: { form: FormInstance<AssessmentFormValues>; question: number }) {
  const options = Form.useWatch(['questions', question, 'options'], form) as string[] | undefined;
  const correctPath: ['questions', number, 'correctOption'] = ['questions', question, 'correctOption'];

  return (
    <>
      <Form.List name={[question, 'options']} rules={[atLeastTwo]}>
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            {fields.map(({ key, name }) => (
              <Flex key={key} gap="small" align="flex-start">
                <Form.Item
                  name={name}
                  rules={[
                    requiredText('Option text'),
                    { max: limits.optionLength, message: `At most ${limits.optionLength} characters` },
                  ]}
                  style={{ flex: 1, marginBottom: 4 }}
                >
                  <Input placeholder={`Option ${name + 1}`} maxLength={limits.optionLength} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  danger
                  disabled={fields.length <= 2}
                  onClick={() => {
                    const correct = form.getFieldValue(correctPath) as number | null | undefined;
                    remove(name);
                    form.setFieldValue(correctPath, correctOptionAfterRemoving(correct ?? null, name));
                  }}
                  aria-label={`Remove option ${name + 1}`}
                />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <AddRowButton
              onAdd={() => add('')}
              testId={`question-${question + 1}-add-option`}
              disabled={fields.length >= limits.options}
              size="small"
            >
              Add option
            </AddRowButton>
          </Flex>
        )}
      </Form.List>
      <Form.Item
        name={[question, 'correctOption']}
        label="Right answer"
        rules={[{ required: true, message: noCorrectOptionMessage }]}
        style={{ maxWidth: 480 }}
      >
        <Select<number>
          placeholder="Choose…"
          options={(options ?? []).map((text, index) => ({
            value: index,
            label: `Option ${index + 1}${text?.trim() ? `: ${text.trim()}` : ''}`,
          }))}
        />
      </Form.Item>
    </>
  );
}

export interface QuestionFieldsProps {
  form: FormInstance<AssessmentFormValues>;
  /** The question's place in the set, from 0. */
  name: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

/** One question of the set being edited: its text, how it is answered, its marks, and its options. */
export function QuestionFields({ form, name, count, move, remove }: QuestionFieldsProps) {
  const kind = Form.useWatch(['questions', name, 'kind'], form) as AnswerKind | undefined;

  return (
    <Card
      size="small"
      title={`Question ${name + 1}`}
      extra={<ListRowControls index={name} count={count} move={move} remove={remove} noun="question" />}
      data-testid={`question-${name + 1}`}
    >
      <Form.Item
        name={[name, 'question']}
        label="Question"
        rules={[
          requiredText('Question'),
          { max: limits.questionLength, message: `At most ${limits.questionLength} characters` },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={limits.questionLength} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name={[name, 'kind']} label="Answer" style={{ flex: '1 1 200px' }}>
          <Select<AnswerKind> options={kindOptions} />
        </Form.Item>
        <Form.Item
          name={[name, 'marks']}
          label="Marks"
          rules={[
            { required: true, message: 'Marks are required' },
            { type: 'integer', min: 0, max: limits.marks, message: `Marks must be 0 to ${limits.marks}` },
          ]}
          style={{ flex: '0 1 140px' }}
        >
          <InputNumber min={0} max={limits.marks} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      {kind === 'single-choice' && <OptionsField form={form} question={name} />}
    </Card>
  );
}
