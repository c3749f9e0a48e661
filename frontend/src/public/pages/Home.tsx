import { Link } from 'react-router';
import { brandName } from '@/app/brand';
import { courseFamilyPath, type CourseFamilySlug } from '@/features/registration/courseFamilyPages';
import { AnnouncementBanner } from '@/features/site/AnnouncementBanner';
import { usePageTitle } from '@/shared/usePageTitle';
import './home.css';

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

function FamilyCard({ name, slug, text }: (typeof families)[number]) {
  return (
    <article className="home-card">
      <div className="home-card-head">
        <h2 className="home-card-title">{name}</h2>
        <Link to={courseFamilyPath(slug)}>See classes</Link>
      </div>
      <div className="home-card-body">{text}</div>
    </article>
  );
}

/** The first page most visitors see: built without antd, so it loads none (issue 14). */
export function Home() {
  usePageTitle('Home');
  return (
    <div className="home">
      <AnnouncementBanner />
      <section>
        <h1 className="home-title">Training for Singapore’s real-estate agents</h1>
        <p className="home-intro">
          {brandName} runs the courses an agent needs at every stage of a career: the RES course to enter the
          profession, CPD to keep a registration current, and bootcamps and digital training to grow a
          business. Register online, pay securely and keep track of your classes in your profile.
        </p>
      </section>
      <div className="home-cards">
        {families.map((family) => (
          <FamilyCard key={family.slug} {...family} />
        ))}
      </div>
    </div>
  );
}
