import { HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Image } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { ChangeLogDrawer } from '@/shared/changeLog/ChangeLogDrawer';
import { formatDateTime } from '@/shared/formatDateTime';
import { StatusTag } from '@/shared/StatusTag';
import { usePageTitle } from '@/shared/usePageTitle';
import { PersonActions } from '../components/PersonActions';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { WithPerson } from '../components/WithPerson';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';

interface DetailsProps<T extends Person, V extends PersonFormValues> {
  kind: PersonKind<T, V>;
  person: T;
}

function PersonDetails<T extends Person, V extends PersonFormValues>({ kind, person }: DetailsProps<T, V>) {
  const navigate = useNavigate();
  const [logOpen, setLogOpen] = useState(false);
  const labels = kind.fieldLabels;
  const { ViewPane } = kind;

  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb root={{ title: kind.area, path: kind.paths.list }} items={[{ title: person.name }]} />
      <Card
        title={person.name}
        extra={
          <Flex gap="small" wrap>
            <PersonActions
              kind={kind}
              person={person}
              variant="page"
              onDeleted={() => void navigate(kind.paths.list)}
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
        data-testid={`${kind.testId}-view`}
      >
        <Flex gap="large" wrap align="flex-start">
          {person.hasPhoto && (
            <Image
              src={kind.paths.photo(person)}
              alt={`Photo of ${person.name}`}
              width={160}
              data-testid={`${kind.testId}-photo`}
            />
          )}
          <Descriptions
            column={1}
            size="small"
            style={{ flex: 1, minWidth: 280 }}
            items={[
              { key: 'firstName', label: labels.firstName, children: person.firstName },
              { key: 'lastName', label: labels.lastName, children: person.lastName },
              { key: 'email', label: labels.email, children: person.email ?? '—' },
              { key: 'mobileNo', label: labels.mobileNo, children: person.mobileNo },
              {
                key: 'userId',
                label: labels.userId,
                children: person.userId === null ? 'Not linked' : `Linked (#${person.userId})`,
              },
              { key: 'status', label: labels.status, children: <StatusTag status={person.status} /> },
              {
                key: 'remarks',
                label: labels.remarks,
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{person.remarks ?? '—'}</span>,
              },
              { key: 'createdAt', label: 'Created', children: formatDateTime(person.createdAt) },
              { key: 'updatedAt', label: 'Updated', children: formatDateTime(person.updatedAt) },
            ]}
          />
        </Flex>
        {ViewPane && <ViewPane person={person} />}
      </Card>
      <ChangeLogDrawer
        open={logOpen}
        onClose={() => setLogOpen(false)}
        title={`Change log: ${person.name}`}
        recordId={person.id}
        useLogs={kind.api.useLogs}
        fieldLabels={labels}
      />
    </Flex>
  );
}

export function PersonViewPage<T extends Person, V extends PersonFormValues>({
  kind,
}: {
  kind: PersonKind<T, V>;
}) {
  usePageTitle(kind.area, 'View');
  return (
    <RequireAbility action="read" subject={kind.subject}>
      <WithPerson kind={kind}>{(person) => <PersonDetails kind={kind} person={person} />}</WithPerson>
    </RequireAbility>
  );
}
