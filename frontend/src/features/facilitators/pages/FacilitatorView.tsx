import { HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Image } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { ChangeLogDrawer } from '@/shared/changeLog/ChangeLogDrawer';
import { formatDateTime } from '@/shared/formatDateTime';
import { StatusTag } from '@/shared/StatusTag';
import { usePageTitle } from '@/shared/usePageTitle';
import { FacilitatorActions } from '../components/FacilitatorActions';
import { FacilitatorBreadcrumb } from '../components/FacilitatorBreadcrumb';
import { WithFacilitator } from '../components/WithFacilitator';
import { facilitatorFieldLabels as labels } from '../facilitatorForm';
import { useGetFacilitatorLogsQuery } from '../facilitatorsApi';
import type { Facilitator } from '../facilitatorTypes';
import { facilitatorPhotoUrl, facilitatorsPath } from '../paths';

function FacilitatorDetails({ facilitator }: { facilitator: Facilitator }) {
  const navigate = useNavigate();
  const [logOpen, setLogOpen] = useState(false);

  return (
    <Flex vertical gap="middle">
      <FacilitatorBreadcrumb items={[{ title: facilitator.name }]} />
      <Card
        title={facilitator.name}
        extra={
          <Flex gap="small" wrap>
            <FacilitatorActions
              facilitator={facilitator}
              variant="page"
              onDeleted={() => void navigate(facilitatorsPath)}
            />
            <Button
              icon={<HistoryOutlined />}
              onClick={() => setLogOpen(true)}
              data-testid="change-log-button"
            >
              Change log
            </Button>
          </Flex>
        }
        data-testid="facilitator-view"
      >
        <Flex gap="large" wrap align="flex-start">
          {facilitator.hasPhoto && (
            <Image
              src={facilitatorPhotoUrl(facilitator)}
              alt={`Photo of ${facilitator.name}`}
              width={160}
              data-testid="facilitator-photo"
            />
          )}
          <Descriptions
            column={1}
            size="small"
            style={{ flex: 1, minWidth: 280 }}
            items={[
              { key: 'firstName', label: labels.firstName, children: facilitator.firstName },
              { key: 'lastName', label: labels.lastName, children: facilitator.lastName },
              { key: 'email', label: labels.email, children: facilitator.email ?? '—' },
              { key: 'mobileNo', label: labels.mobileNo, children: facilitator.mobileNo },
              {
                key: 'userId',
                label: labels.userId,
                children: facilitator.userId === null ? 'Not linked' : `Linked (#${facilitator.userId})`,
              },
              { key: 'status', label: labels.status, children: <StatusTag status={facilitator.status} /> },
              {
                key: 'remarks',
                label: labels.remarks,
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{facilitator.remarks ?? '—'}</span>,
              },
              { key: 'createdAt', label: 'Created', children: formatDateTime(facilitator.createdAt) },
              { key: 'updatedAt', label: 'Updated', children: formatDateTime(facilitator.updatedAt) },
            ]}
          />
        </Flex>
      </Card>
      <ChangeLogDrawer
        open={logOpen}
        onClose={() => setLogOpen(false)}
        title={`Change log: ${facilitator.name}`}
        recordId={facilitator.id}
        useLogs={useGetFacilitatorLogsQuery}
        fieldLabels={labels}
      />
    </Flex>
  );
}

export function FacilitatorView() {
  usePageTitle('Facilitators', 'View');
  return (
    <RequireAbility action="read" subject="Facilitator">
      <WithFacilitator>{(facilitator) => <FacilitatorDetails facilitator={facilitator} />}</WithFacilitator>
    </RequireAbility>
  );
}
