/**
 * The public course pages (spec 2.2: res, cpd, pws, png training, digital training, other training,
 * bootcamp, partners and programmes): one page each, listing the family's upcoming events from one of the
 * public event routes. Kept free of React so it can be unit-tested.
 */

/** `GET /events/filter/schedules`: upcoming published events, optionally of one course-type code. */
export function schedulesSource(courseTypeCode?: string): string {
  return courseTypeCode
    ? `/events/filter/schedules?${new URLSearchParams({ courseType: courseTypeCode }).toString()}`
    : '/events/filter/schedules';
}

export interface CourseFamilyPage {
  /** The page's path is /courses/{slug}. */
  slug: string;
  title: string;
  summary: string;
  /** The public route that lists the family's upcoming events. */
  source: string;
  /** Whether each class offers its course's information (the spec's "with course info" pages). */
  courseInfo?: boolean;
}

export const courseFamilyPages = [
  {
    slug: 'res',
    title: 'RES',
    summary:
      'The Real Estate Salesperson course, with revision, refresher and booster classes, to prepare for both CEA exam papers.',
    source: '/events/get/res/upcoming',
  },
  {
    slug: 'res-course',
    title: 'RES course',
    summary:
      'The full Real Estate Salesperson course (Paper 1 and Paper 2): at least 75% attendance earns the course certificate.',
    source: '/events/get/res/upcoming/COURSE',
  },
  {
    slug: 'res-revision',
    title: 'RES revision',
    summary: 'Revision classes for RES candidates preparing for Paper 1 and Paper 2.',
    source: '/events/get/res/upcoming/REVISION',
  },
  {
    slug: 'res-refresher',
    title: 'RES refresher',
    summary:
      'Refresher classes for candidates retaking Paper 1 or Paper 2 within two years of their course certificate.',
    source: '/events/get/res/upcoming/REFRESHER',
  },
  {
    slug: 'cpd',
    title: 'CPD',
    summary:
      'CEA-accredited continuing professional development: Professional and Generic courses for practising salespersons.',
    source: schedulesSource('20'),
    courseInfo: true,
  },
  {
    slug: 'bootcamp',
    title: 'Bootcamp',
    summary: 'Intensive programmes that take new agents from their first listing to their first close.',
    source: '/events/get/bootcamp/upcoming',
  },
  {
    slug: 'pws',
    title: 'PWS',
    summary: 'Practical workshops for practising agents.',
    source: schedulesSource('PWS'),
  },
  {
    slug: 'pws-partner-agency',
    title: 'PWS for partner agencies',
    summary: 'PWS workshops for partner-agency agents, at the partner-agency fee where one applies.',
    source: schedulesSource('PWS'),
  },
  {
    slug: 'png-training',
    title: 'PNG training',
    summary: 'The PNG training programme, class by class.',
    source: schedulesSource('PNG'),
    courseInfo: true,
  },
  {
    slug: 'digital-training',
    title: 'Digital training',
    summary: 'WSQ and non-WSQ courses on the digital tools and marketing today’s agents rely on.',
    source: schedulesSource('80'),
  },
  {
    slug: 'other-trainings',
    title: 'Other trainings',
    summary: 'Workshops and short courses beyond the main programmes.',
    source: schedulesSource('70'),
  },
  {
    slug: 'partners-and-programmes',
    title: 'Partners and programmes',
    summary: 'Training run with partner agencies and programmes.',
    source: schedulesSource('60'),
  },
  {
    slug: 'others',
    title: 'All other courses',
    summary: 'Everything besides RES, CPD and bootcamp: partner, ad hoc, digital, PWS and PNG training.',
    source: '/events/get/others/upcoming',
  },
] as const satisfies readonly CourseFamilyPage[];

export type CourseFamilySlug = (typeof courseFamilyPages)[number]['slug'];

export function courseFamilyPath(slug: CourseFamilySlug): string {
  return `/courses/${slug}`;
}

/** Step 1's choice of list: every upcoming event, or one family's. */
export const allCoursesSource = schedulesSource();
