import { Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { upcomingCoursesPath } from '@/features/events/paths';
import { usePageTitle } from '@/shared/usePageTitle';

/** The publications list (spec 2.2). Articles arrive with website content editing; until then it says so. */
export function ArticlesPage() {
  usePageTitle('Articles');
  return (
    <Flex vertical gap="middle" data-testid="articles">
      <Typography.Title style={{ marginBottom: 0 }}>Articles</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16, maxWidth: 720 }}>
        News, guides and updates for real-estate salespersons.
      </Typography.Paragraph>
      <Empty description="No articles have been published yet.">
        <Link to={upcomingCoursesPath}>See our upcoming courses</Link>
      </Empty>
    </Flex>
  );
}
