import { Card, Col, Flex, Row, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useAppAbility } from '@/app/abilityContext';
import { RequireAbility } from '@/admin/RequireAbility';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { usePageTitle } from '@/shared/usePageTitle';
import { useGetConfigurationListsQuery } from '../configurationApi';
import { groupLists } from '../groupLists';
import { listScreenPath, mailTestPath } from '../paths';

const cardColumns = { xs: 24, md: 12, xl: 8 } as const;

function ListCards() {
  const { data: lists, error, isLoading, refetch } = useGetConfigurationListsQuery();
  const canSendMail = useAppAbility().can('create', 'Mail');

  if (error) {
    return <LoadErrorAlert error={error} onRetry={refetch} />;
  }
  return (
    <Spin spinning={isLoading}>
      <Row gutter={[16, 16]}>
        {canSendMail && (
          <Col {...cardColumns}>
            <Card size="small" title="Mail" data-testid="configuration-group">
              <Link to={mailTestPath}>Mail test</Link>
            </Card>
          </Col>
        )}
        {groupLists(lists ?? []).map(({ group, lists: members }) => (
          <Col key={group} {...cardColumns}>
            <Card size="small" title={group} data-testid="configuration-group">
              <Flex vertical gap={4}>
                {members.map((list) => (
                  <Link key={list.name} to={listScreenPath(list.name)}>
                    {list.title}
                  </Link>
                ))}
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </Spin>
  );
}

/** The lookup lists the back office maintains, grouped as the server's registry groups them. */
export function ConfigurationIndex() {
  usePageTitle('Configuration');
  return (
    <RequireAbility action="read" subject="Configuration">
      <Flex vertical gap="middle" data-testid="configuration-index">
        <Typography.Title level={3} style={{ margin: 0 }}>
          Configuration
        </Typography.Title>
        <ListCards />
      </Flex>
    </RequireAbility>
  );
}
