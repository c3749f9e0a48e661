import { App, Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { usePageTitle } from '@/shared/usePageTitle';
import { FacilitatorBreadcrumb } from '../components/FacilitatorBreadcrumb';
import { FacilitatorForm } from '../components/FacilitatorForm';
import { facilitatorsPath, facilitatorViewPath } from '../paths';

export function FacilitatorCreate() {
  usePageTitle('Facilitators', 'Create');
  const navigate = useNavigate();
  const { message } = App.useApp();

  return (
    <RequireAbility action="create" subject="Facilitator">
      <Flex vertical gap="middle">
        <FacilitatorBreadcrumb items={[{ title: 'New facilitator' }]} />
        <Card title="New facilitator">
          <FacilitatorForm
            facilitator={null}
            onSaved={(saved) => {
              void message.success('Saved');
              void navigate(facilitatorViewPath(saved.id));
            }}
            onCancel={() => void navigate(facilitatorsPath)}
          />
        </Card>
      </Flex>
    </RequireAbility>
  );
}
