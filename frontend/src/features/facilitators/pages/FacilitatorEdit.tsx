import { App, Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { usePageTitle } from '@/shared/usePageTitle';
import { FacilitatorBreadcrumb } from '../components/FacilitatorBreadcrumb';
import { FacilitatorForm } from '../components/FacilitatorForm';
import { WithFacilitator } from '../components/WithFacilitator';
import { facilitatorViewPath } from '../paths';

export function FacilitatorEdit() {
  usePageTitle('Facilitators', 'Edit');
  const navigate = useNavigate();
  const { message } = App.useApp();

  return (
    <RequireAbility action="update" subject="Facilitator">
      <WithFacilitator>
        {(facilitator) => (
          <Flex vertical gap="middle">
            <FacilitatorBreadcrumb
              items={[
                { title: facilitator.name, path: facilitatorViewPath(facilitator.id) },
                { title: 'Edit' },
              ]}
            />
            <Card title={`Edit ${facilitator.name}`}>
              <FacilitatorForm
                // Keyed by record, so moving between records never carries one's input into the other.
                key={facilitator.id}
                facilitator={facilitator}
                onSaved={(saved) => {
                  void message.success('Saved');
                  void navigate(facilitatorViewPath(saved.id));
                }}
                onCancel={() => void navigate(facilitatorViewPath(facilitator.id))}
              />
            </Card>
          </Flex>
        )}
      </WithFacilitator>
    </RequireAbility>
  );
}
