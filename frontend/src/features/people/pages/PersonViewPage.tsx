import { Descriptions, Flex, Image } from 'antd';
import { formatDateTime } from '@/shared/formatDateTime';
import { RecordActions } from '@/shared/RecordActions';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { StatusTag } from '@/shared/StatusTag';
import { personActions } from '../personActions';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';

interface DetailsProps<T extends Person, V extends PersonFormValues> {
  kind: PersonKind<T, V>;
  person: T;
}

function PersonDetails<T extends Person, V extends PersonFormValues>({ kind, person }: DetailsProps<T, V>) {
  const labels = kind.fieldLabels;
  const { ViewPane } = kind;

  return (
    <>
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
    </>
  );
}

export function PersonViewPage<T extends Person, V extends PersonFormValues>({
  kind,
}: {
  kind: PersonKind<T, V>;
}) {
  return (
    <RecordViewPage<T>
      screens={kind}
      useOne={kind.api.useOne}
      titleOf={(person) => person.name}
      actions={(person, onDeleted) => (
        <RecordActions config={personActions(kind)} record={person} variant="page" onDeleted={onDeleted} />
      )}
      changeLog={{ useLogs: kind.api.useLogs, fieldLabels: kind.fieldLabels }}
    >
      {(person) => <PersonDetails kind={kind} person={person} />}
    </RecordViewPage>
  );
}
