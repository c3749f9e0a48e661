import { Icon } from '@/shared/Icon';
import { useGetAnnouncementQuery } from './siteApi';
import './announcementBanner.css';

/** The default announcement, while its dates include today; nothing at all otherwise. */
export function AnnouncementBanner() {
  const { data: announcement } = useGetAnnouncementQuery();
  if (!announcement) return null;
  return (
    <div className="announcement" role="alert" data-testid="announcement">
      <span className="announcement-icon">
        <Icon name="info" />
      </span>
      <div className="announcement-text">
        <div className="announcement-title">{announcement.title}</div>
        <div dangerouslySetInnerHTML={{ __html: announcement.content }} />
      </div>
    </div>
  );
}
