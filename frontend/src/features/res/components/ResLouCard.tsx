import { MailOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { Can } from '@/app/abilityContext';
import { parseApiError } from '@/shared/apiError';
import { formatDateTime } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { PdfLink } from '@/shared/PdfLink';
import { useGetResLouStatusQuery, useSendResLouMutation } from '../resApi';

/**
 * The participant page's new RES letter of undertaking: for their latest RES class, a preview of the
 * letter, when it was e-mailed and accepted, and (re)sending the link. Nothing for participants
 * without a RES class.
 */
export function ResLouCard({ participantId }: { participantId: number }) {
  const { data, error, refetch } = useGetResLouStatusQuery(participantId);
  const [send, { isLoading }] = useSendResLouMutation();
  const { message } = App.useApp();
  if (error) {
    return parseApiError(error).status === 404 ? null : <LoadErrorAlert error={error} onRetry={refetch} />;
  }
  if (!data) return null;
  const onSend = async () => {
    try {
      const sent = await send(participantId).unwrap();
      void message.success(`Letter of undertaking e-mailed (${sent.sendCount} sent)`);
    } catch (failure) {
      void message.error(parseApiError(failure).message);
    }
  };
  return (
    <Card title="RES letter of undertaking" data-testid="res-lou-card">
      <Flex vertical gap="middle">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          items={[
            { key: 'class', label: 'Class', children: `${data.eventTitle} (${data.regNo})` },
            {
              key: 'sent',
              label: 'E-mailed',
              children: data.sentAt ? `${formatDateTime(data.sentAt)} (${data.sendCount}×)` : 'Not yet',
            },
            {
              key: 'accepted',
              label: 'Accepted',
              children: (
                <span data-testid="res-lou-accepted">
                  {data.acceptedAt
                    ? `${formatDateTime(data.acceptedAt)} by ${data.acceptedName ?? ''}`
                    : 'Not yet'}
                </span>
              ),
            },
          ]}
        />
        <Flex gap="middle" wrap align="center">
          <PdfLink href={`/admin/participant/${participantId}/res-lou/preview`} testId="res-lou-preview">
            Preview the letter (PDF)
          </PdfLink>
          {!data.acceptedAt && (
            <Can I="update" a="Registration">
              <Button icon={<MailOutlined />} loading={isLoading} onClick={onSend} data-testid="res-lou-send">
                {data.sentAt ? 'E-mail a new link' : 'E-mail the letter'}
              </Button>
            </Can>
          )}
          {data.acceptedAt && (
            <Typography.Text type="success">Accepted: nothing more to send.</Typography.Text>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
