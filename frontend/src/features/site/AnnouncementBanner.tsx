import { Alert } from 'antd';
import { useGetAnnouncementQuery } from './siteApi';

/** The default announcement, while its dates include today; nothing at all otherwise. */
export function AnnouncementBanner() {
  const { data: announcement } = useGetAnnouncementQuery();
  if (!announcement) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="announcement"
      title={announcement.title}
      description={<div dangerouslySetInnerHTML={{ __html: announcement.content }} />}
    />
  );
}
