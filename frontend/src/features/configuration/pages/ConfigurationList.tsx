import { Breadcrumb, Button, Flex, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { PageSpinner } from '@/shared/PageSpinner';
import { usePageTitle } from '@/shared/usePageTitle';
import { useGetConfigurationListsQuery } from '../configurationApi';
import { configurationPath } from '../paths';
import { ListScreen } from '../components/ListScreen';

/** Finds the list named in the URL in the server's catalogue, then shows its screen. */
function ListLoader({ name }: { name: string }) {
  const { data: lists, error, isLoading, refetch } = useGetConfigurationListsQuery();
  const list = lists?.find((candidate) => candidate.name === name);
  usePageTitle(list?.title ?? 'Configuration');

  if (isLoading) return <PageSpinner />;
  if (error) {
    return <LoadErrorAlert error={error} onRetry={refetch} />;
  }
  if (!list) {
    return (
      <Result
        status="404"
        title="There is no such list"
        extra={
          <Link to={configurationPath}>
            <Button type="primary">All configuration lists</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      <Breadcrumb
        items={[{ title: <Link to={configurationPath}>Configuration</Link> }, { title: list.title }]}
      />
      <ListScreen list={list} />
    </Flex>
  );
}

export function ConfigurationList() {
  const { list = '' } = useParams();
  return (
    <RequireAbility action="read" subject="Configuration">
      {/* Keyed by list, so moving to another list starts with a closed drawer and fresh state. */}
      <ListLoader key={list} name={list} />
    </RequireAbility>
  );
}
