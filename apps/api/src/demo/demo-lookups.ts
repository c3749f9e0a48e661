import { type LookupValues, LookupService, LookupQueryDto, listByName } from '@app/config';

const names = (...values: string[]): LookupValues[] =>
  values.map((name, index) => ({ name, sortOrder: (index + 1) * 10 }));

const rating = (...questions: string[]): LookupValues[] =>
  questions.map((name, index) => ({
    name,
    answerType: 'rating',
    required: true,
    sortOrder: (index + 1) * 10,
  }));

const comment = (name: string): LookupValues => ({
  name,
  answerType: 'text',
  required: false,
  sortOrder: 100,
});

const COURSE_QUESTIONS = [
  ...rating(
    'The course met its stated objectives',
    'The materials were clear and useful',
    'The venue and facilities were suitable',
  ),
  comment('What could we improve?'),
];
const TRAINER_QUESTIONS = [
  ...rating(
    'The trainer explained the content clearly',
    'The trainer answered questions well',
    'The trainer kept to time',
  ),
  comment('Any comments for the trainer?'),
];

const footer = (name: string, content: string): LookupValues[] => [{ name, content }];

/**
 * Demo values for the lists whose contents the spec leaves to the provider (venues, classrooms,
 * footers, promotions ...). Reference values with codes come from the migration instead.
 */
const DEMO: Record<string, LookupValues[]> = {
  venues: [
    {
      name: 'Training Centre @ Bukit Merah',
      address: '3 Bukit Merah Central, #04-01',
      postalCode: '159836',
      capacity: 120,
    },
    {
      name: 'Training Centre @ Paya Lebar',
      address: '10 Paya Lebar Road, #08-12',
      postalCode: '409057',
      capacity: 80,
    },
  ],
  acp: names('Approved CPD Provider'),
  cpdgenerictypes: names('Generic Competencies Plus'),
  cpdproficiencylevels: names('Basic', 'Intermediate', 'Advanced'),
  cquestions: COURSE_QUESTIONS,
  cquestionsres: COURSE_QUESTIONS,
  cquestionspws: COURSE_QUESTIONS,
  cquestionsdigitaltraining: COURSE_QUESTIONS,
  tquestions: TRAINER_QUESTIONS,
  tquestionsres: TRAINER_QUESTIONS,
  tquestionspws: TRAINER_QUESTIONS,
  tquestionsdigitaltraining: TRAINER_QUESTIONS,
  educations: names("Master's degree", "Bachelor's degree", 'Diploma', 'GCE A Level', 'GCE O Level'),
  employments: names('Employed', 'Self-employed', 'Unemployed', 'Retired'),
  partnertypes: names('Real estate agency', 'Bank', 'Developer'),
  qualificationtypes: names('Degree', 'Diploma', 'Certificate', 'WSQ Statement of Attainment'),
  educationres: names('GCE O Level (4 passes) or equivalent', 'Higher than GCE O Level'),
  bootcamprole: names('Participant', 'Group leader', 'Mentor'),
  year: names('2024', '2025', '2026', '2027'),
  invoicefooter: footer(
    'Standard',
    '<p>Payment is due within 14 days. Cheques payable to the training provider.</p>',
  ),
  invoicefooterres: footer('RES', '<p>RES course fees are not refundable once the course has started.</p>'),
  invoicefooterproduct: footer('Products', '<p>Goods sold are not returnable.</p>'),
  receiptfooter: footer('Standard', '<p>Thank you for your payment.</p>'),
  announcement: [
    {
      name: 'CPD year-end intake',
      content: '<p>Complete your CPD hours before the cycle ends: new CPD classes every week.</p>',
    },
  ],
  bundlepromosetting: [
    {
      name: 'Bundle promotion',
      bundle2Enabled: true,
      bundle2DiscountCents: 2000,
      bundle3Enabled: true,
      bundle3DiscountCents: 5000,
    },
  ],
  minspendingdiscountpromosetting: [
    { name: 'Spend S$300, save S$30', minSpendCents: 30000, discountCents: 3000 },
  ],
  payto: [
    {
      name: 'Real Estate Training Academy Pte Ltd',
      bankName: 'DBS Bank',
      accountNumber: '072-123456-7',
      paynowUen: '201912345K',
    },
  ],
  partneragencycorporates: [
    { name: 'Partner Realty Pte Ltd', uen: '201812345D', address: '1 Raffles Place, #20-01' },
  ],
};

/** Fills the provider-defined lists that are still empty; classrooms need the venues' ids. */
export const seedDemoLookups = async (lookups: LookupService): Promise<void> => {
  const empty = new LookupQueryDto();
  for (const [name, entries] of Object.entries(DEMO)) {
    const list = listByName(name);
    if (!list || (await lookups.page(list, empty)).total > 0) continue;
    for (const entry of entries) await lookups.save(list, entry);
  }
  const classrooms = listByName('classrooms');
  const venues = listByName('venues');
  if (!classrooms || !venues || (await lookups.page(classrooms, empty)).total > 0) return;
  const [first, second] = await lookups.active(venues);
  const rooms: [string, LookupValues | undefined, number][] = [
    ['Room 4A', first, 40],
    ['Room 4B', first, 30],
    ['Auditorium', first, 120],
    ['Room 8-12', second, 35],
  ];
  for (const [name, venue, capacity] of rooms) {
    if (venue) await lookups.save(classrooms, { name, venueId: venue.id, capacity });
  }
};
