import { CheckCircleTwoTone } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Descriptions, Flex, Form, Input, Result, Typography } from 'antd';
import { useParams } from 'react-router';
import { parseApiError } from '@/shared/apiError';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { formatDate, formatDateTime } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { PageSpinner } from '@/shared/PageSpinner';
import { PdfLink } from '@/shared/PdfLink';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import { usePageTitle } from '@/shared/usePageTitle';
import { useAcceptResLouMutation, useGetPublicResLouQuery } from '../resApi';
import type { ResLouPublicView } from '../resTypes';

interface AcceptValues {
  fullName: string;
  agree: boolean;
}

const errorFields = { fields: ['fullName', 'agree'] };

/** "2026-12-10 to 2026-12-12" as the server sends it, in the site's date format. */
const classDates = (dates: string): string =>
  dates
    .split(' to ')
    .map((day) => formatDate(day))
    .join(' to ');

function AcceptForm({ token }: { token: string }) {
  const [form] = Form.useForm<AcceptValues>();
  const [accept, { isLoading }] = useAcceptResLouMutation();
  const { formError, trySave } = useFormSaveErrors(form, errorFields);
  const onFinish = (values: AcceptValues) =>
    trySave(async () => {
      await accept({ token, fullName: values.fullName, agree: values.agree === true }).unwrap();
    });
  return (
    <Form<AcceptValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      disabled={isLoading}
      initialValues={{ fullName: '', agree: false }}
      data-testid="lou-accept-form"
    >
      <FormErrorAlert title={formError} />
      <Form.Item
        name="fullName"
        label="Your full name, as it appears on the letter"
        rules={[{ required: true, whitespace: true, message: 'Full name is required' }]}
      >
        <Input autoComplete="name" maxLength={200} data-testid="lou-full-name" />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_, value: boolean) =>
              value ? Promise.resolve() : Promise.reject(new Error('Tick the box to accept the undertaking')),
          },
        ]}
      >
        <Checkbox data-testid="lou-agree">I have read the letter and accept the undertaking</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} block data-testid="lou-accept">
        Accept the undertaking
      </Button>
    </Form>
  );
}

function Letter({ token, letter }: { token: string; letter: ResLouPublicView }) {
  const items = [
    { key: 'name', label: 'Participant', children: letter.participantName },
    { key: 'nric', label: 'NRIC/FIN', children: letter.nric ?? '—' },
    { key: 'course', label: 'Course', children: `${letter.courseTitle} (${letter.courseCode})` },
    ...(letter.resKind ? [{ key: 'kind', label: 'RES kind', children: letter.resKind }] : []),
    { key: 'class', label: 'Class', children: letter.eventTitle },
    ...(letter.dates ? [{ key: 'dates', label: 'Dates', children: classDates(letter.dates) }] : []),
    ...(letter.venue ? [{ key: 'venue', label: 'Venue', children: letter.venue }] : []),
    { key: 'regNo', label: 'Registration no.', children: letter.regNo },
  ];
  return (
    <Card style={{ maxWidth: 760, marginInline: 'auto' }} data-testid="res-lou">
      <Flex vertical gap="middle">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Letter of undertaking
        </Typography.Title>
        <Descriptions column={1} size="small" bordered items={items} />
        <div data-testid="lou-text">
          {letter.undertaking.map((paragraph, index) =>
            paragraph ? (
              <Typography.Paragraph key={index} style={{ marginBottom: 8 }}>
                {paragraph}
              </Typography.Paragraph>
            ) : null,
          )}
        </div>
        <PdfLink href={`/res-lou/${encodeURIComponent(token)}/pdf`} testId="lou-pdf">
          Open the letter as a PDF
        </PdfLink>
        {letter.acceptedAt ? (
          <Alert
            type="success"
            showIcon
            icon={<CheckCircleTwoTone twoToneColor="#52c41a" />}
            title={`Accepted by ${letter.acceptedName ?? letter.participantName} on ${formatDateTime(letter.acceptedAt)}`}
            description="Thank you. You can close this page; a copy stays available through the link above."
            data-testid="lou-accepted"
          />
        ) : (
          <AcceptForm token={token} />
        )}
      </Flex>
    </Card>
  );
}

/** The public page the letter's e-mail links to: read the undertaking and accept it, no sign-in. */
export function ResLouPage() {
  usePageTitle('Letter of undertaking');
  const token = useParams().token ?? '';
  const { data, error, isLoading, refetch } = useGetPublicResLouQuery(token);
  if (isLoading) return <PageSpinner />;
  if (error && parseApiError(error).status !== 404) return <LoadErrorAlert error={error} onRetry={refetch} />;
  if (!data) {
    return (
      <Result
        status="404"
        title="This letter was not found"
        subTitle="The link may be from an older e-mail: only the newest e-mail's link opens the letter."
        data-testid="lou-not-found"
      />
    );
  }
  return <Letter token={token} letter={data} />;
}
