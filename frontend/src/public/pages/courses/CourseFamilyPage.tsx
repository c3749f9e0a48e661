import { Button, Flex, Typography } from 'antd';
import { Link, NavLink, useParams, useSearchParams } from 'react-router';
import { EventList } from '@/features/registration/components/EventList';
import { ResPaperFilter, forPaper } from '@/features/registration/components/ResPaperFilter';
import { courseFamilyPages, courseFamilyPath } from '@/features/registration/courseFamilyPages';
import { idParam, registerForEventPath } from '@/features/registration/paths';
import type { RegistrableEvent } from '@/features/registration/registrationTypes';
import { NotFound } from '@/shared/NotFound';
import { usePageTitle } from '@/shared/usePageTitle';
import { CourseInfoButton } from '@/features/site/CourseInfoButton';

function RegisterButton({ event }: { event: RegistrableEvent }) {
  if (event.seatsLeft <= 0) {
    return (
      <Button disabled block>
        Full
      </Button>
    );
  }
  return (
    <Link to={registerForEventPath(event.id)}>
      <Button type="primary" block data-testid="register-button">
        Register
      </Button>
    </Link>
  );
}

/** A course family's public page (/courses/cpd, /courses/res ...): its upcoming classes, each to register for. */
export function CourseFamilyPage() {
  const { family } = useParams();
  const page = courseFamilyPages.find((candidate) => candidate.slug === family);
  usePageTitle(page ? `${page.title} courses` : 'Courses');
  // The chosen RES paper stays in the address, so a filtered list can be shared.
  const [searchParams, setSearchParams] = useSearchParams();
  const paperId = idParam(searchParams.get('paper'));

  if (!page) return <NotFound />;
  return (
    <Flex vertical gap="middle" data-testid="course-family-page">
      <Typography.Title style={{ marginBottom: 0 }}>{page.title}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16, maxWidth: 720 }}>{page.summary}</Typography.Paragraph>
      <nav aria-label="Course families">
        <Flex gap="middle" wrap>
          {courseFamilyPages.map((other) => (
            <NavLink key={other.slug} to={courseFamilyPath(other.slug)} className="site-nav-link">
              {other.title}
            </NavLink>
          ))}
        </Flex>
      </nav>
      <Flex gap="middle" align="center" wrap>
        <Typography.Text type="secondary">Prices include GST.</Typography.Text>
        <ResPaperFilter
          source={page.source}
          value={paperId}
          onChange={(paper) =>
            setSearchParams(paper === null ? {} : { paper: String(paper) }, { replace: true })
          }
        />
      </Flex>
      <EventList
        source={page.source}
        filter={forPaper(paperId)}
        actions={(event) => (
          <Flex vertical gap="small">
            {'courseInfo' in page && page.courseInfo && <CourseInfoButton courseId={event.courseId} />}
            <RegisterButton event={event} />
          </Flex>
        )}
      />
    </Flex>
  );
}
