import { Card, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { brandName } from '@/app/brand';
import { courseFamilyPath, type CourseFamilySlug } from '@/features/registration/courseFamilyPages';
import { AnnouncementBanner } from '@/features/site/AnnouncementBanner';
import { usePageTitle } from '@/shared/usePageTitle';

const families: { name: string; slug: CourseFamilySlug; text: string }[] = [
  {
    name: 'RES',
    slug: 'res',
    text: 'The Real Estate Salesperson course that prepares you for both CEA exam papers, with revision, refresher and booster classes.',
  },
  {
    name: 'CPD',
    slug: 'cpd',
    text: 'CEA-accredited continuing professional development: Prescribed Essentials and Professional Competencies for practising salespersons.',
  },
  {
    name: 'Bootcamp',
    slug: 'bootcamp',
    text: 'Intensive programmes that take new agents from their first listing to their first close.',
  },
  {
    name: 'Digital Training',
    slug: 'digital-training',
    text: 'WSQ and non-WSQ courses on the digital tools and marketing today’s agents rely on.',
  },
  {
    name: 'Partners and programmes',
    slug: 'partners-and-programmes',
    text: 'Training run with partner agencies, plus ad hoc workshops and other trainings throughout the year.',
  },
];

export function Home() {
  usePageTitle('Home');
  return (
    <Flex vertical gap={40}>
      <AnnouncementBanner />
      <section>
        <Typography.Title>Training for Singapore’s real-estate agents</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16, maxWidth: 720 }}>
          {brandName} runs the courses an agent needs at every stage of a career: the RES course to enter the
          profession, CPD to keep a registration current, and bootcamps and digital training to grow a
          business. Register online, pay securely and keep track of your classes in your profile.
        </Typography.Paragraph>
      </section>
      <Row gutter={[16, 16]}>
        {families.map((family) => (
          <Col key={family.name} xs={24} sm={12} lg={8}>
            <Card
              title={family.name}
              extra={<Link to={courseFamilyPath(family.slug)}>See classes</Link>}
              style={{ height: '100%' }}
            >
              {family.text}
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
