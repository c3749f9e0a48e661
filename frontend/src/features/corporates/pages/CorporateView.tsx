import { HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { ChangeLogDrawer } from '@/shared/changeLog/ChangeLogDrawer';
import { formatDateTime } from '@/shared/formatDateTime';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { usePageTitle } from '@/shared/usePageTitle';
import { WithRecord } from '@/shared/WithRecord';
import { CorporateActions } from '../components/CorporateActions';
import { CorporateParticipants } from '../components/CorporateParticipants';
import { corporateFieldLabels as labels } from '../corporateForm';
import { useGetCorporateLogsQuery, useGetCorporateQuery } from '../corporatesApi';
import type { Corporate } from '../corporateTypes';
import { corporatePaths } from '../paths';

const blank = '—';

function CorporateDetails({ corporate }: { corporate: Corporate }) {
  const navigate = useNavigate();
  const [logOpen, setLogOpen] = useState(false);

  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb
        root={{ title: 'Corporates', path: corporatePaths.list }}
        items={[{ title: corporate.name }]}
      />
      <Card
        title={corporate.name}
        extra={
          <Flex gap="small" wrap>
            <CorporateActions
              corporate={corporate}
              variant="page"
              onDeleted={() => void navigate(corporatePaths.list)}
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
        data-testid="corporate-view"
      >
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: labels.name, children: corporate.name },
            { key: 'uen', label: labels.uen, children: corporate.uen },
            { key: 'address', label: labels.address, children: corporate.address ?? blank },
            { key: 'postalCode', label: labels.postalCode, children: corporate.postalCode ?? blank },
            { key: 'contactPerson', label: labels.contactPerson, children: corporate.contactPerson ?? blank },
            { key: 'contactEmail', label: labels.contactEmail, children: corporate.contactEmail ?? blank },
            { key: 'contactNo', label: labels.contactNo, children: corporate.contactNo ?? blank },
            {
              key: 'remarks',
              label: labels.remarks,
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{corporate.remarks ?? blank}</span>,
            },
            { key: 'createdAt', label: 'Created', children: formatDateTime(corporate.createdAt) },
            { key: 'updatedAt', label: 'Updated', children: formatDateTime(corporate.updatedAt) },
          ]}
        />
      </Card>
      <Can I="read" a="Participant">
        <Card title={`Participants (${corporate.participantCount})`}>
          <CorporateParticipants corporateId={corporate.id} />
        </Card>
      </Can>
      <ChangeLogDrawer
        open={logOpen}
        onClose={() => setLogOpen(false)}
        title={`Change log: ${corporate.name}`}
        recordId={corporate.id}
        useLogs={useGetCorporateLogsQuery}
        fieldLabels={labels}
      />
    </Flex>
  );
}

export function CorporateView() {
  usePageTitle('Corporates', 'View');
  return (
    <RequireAbility action="read" subject="Corporate">
      <WithRecord<Corporate>
        useOne={useGetCorporateQuery}
        noun="corporate"
        area="Corporates"
        listPath={corporatePaths.list}
      >
        {(corporate) => <CorporateDetails corporate={corporate} />}
      </WithRecord>
    </RequireAbility>
  );
}
