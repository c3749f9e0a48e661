import { App, Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { usePageTitle } from '@/shared/usePageTitle';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { PersonForm } from '../components/PersonForm';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';

export function PersonCreatePage<T extends Person, V extends PersonFormValues>({
  kind,
}: {
  kind: PersonKind<T, V>;
}) {
  usePageTitle(kind.area, 'Create');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const title = `New ${kind.noun}`;

  return (
    <RequireAbility action="create" subject={kind.subject}>
      <Flex vertical gap="middle">
        <PageBreadcrumb root={{ title: kind.area, path: kind.paths.list }} items={[{ title }]} />
        <Card title={title}>
          <PersonForm
            kind={kind}
            record={null}
            onSaved={(saved) => {
              void message.success('Saved');
              void navigate(kind.paths.view(saved.id));
            }}
            onCancel={() => void navigate(kind.paths.list)}
          />
        </Card>
      </Flex>
    </RequireAbility>
  );
}
