import { App, Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { usePageTitle } from '@/shared/usePageTitle';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { PersonForm } from '../components/PersonForm';
import { WithPerson } from '../components/WithPerson';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';

export function PersonEditPage<T extends Person, V extends PersonFormValues>({
  kind,
}: {
  kind: PersonKind<T, V>;
}) {
  usePageTitle(kind.area, 'Edit');
  const navigate = useNavigate();
  const { message } = App.useApp();

  return (
    <RequireAbility action="update" subject={kind.subject}>
      <WithPerson kind={kind}>
        {(person) => (
          <Flex vertical gap="middle">
            <PageBreadcrumb
              root={{ title: kind.area, path: kind.paths.list }}
              items={[{ title: person.name, path: kind.paths.view(person.id) }, { title: 'Edit' }]}
            />
            <Card title={`Edit ${person.name}`}>
              <PersonForm
                // Keyed by record, so moving between records never carries one's input into the other.
                key={person.id}
                kind={kind}
                record={person}
                onSaved={(saved) => {
                  void message.success('Saved');
                  void navigate(kind.paths.view(saved.id));
                }}
                onCancel={() => void navigate(kind.paths.view(person.id))}
              />
            </Card>
          </Flex>
        )}
      </WithPerson>
    </RequireAbility>
  );
}
