import { Participant, ParticipantService, FacilitatorService, TrainerService } from '@app/people';
import { DEMO_PARTICIPANT } from '../demo-users';
import { type DemoContext, type DemoPerson, type DemoStep } from '../demo-context';
import { activeIds, idsByCode } from './lookup-ids';

const TRAINERS: [string, string, string[]][] = [
  ['Alvin', 'Goh', ['20', 'PWS']],
  ['Sharon', 'Lim', ['10']],
  ['Rahman', 'Ismail', ['20', '30']],
  ['Priya', 'Nair', ['20', '80']],
  ['Kenneth', 'Tay', ['10', '40']],
  ['Jasmine', 'Ong', ['50', '60', '70']],
  ['Daniel', 'Fernandez', ['PNG', '30']],
];
const FACILITATORS: [string, string][] = [
  ['Melissa', 'Chua'],
  ['Hafiz', 'Osman'],
  ['Joanne', 'Yeo'],
  ['Suresh', 'Kumar'],
];

/** How many people the academy has met: a few hundred, most of them registered salespersons. */
const PEOPLE = 320;
/** Of whom staff entered some by hand (walk-in enquiries) rather than through a registration. */
const ENTERED_BY_STAFF = 40;

/**
 * Trainers and facilitators (the demo logins among them), the pool of participants the
 * registrations draw on, and the demo participant's own record (made when they signed up).
 */
export const peopleStep: DemoStep = {
  name: 'people',
  async run(context: DemoContext): Promise<void> {
    const { app, em, random, identities, logins } = context;
    const trainers = app.get(TrainerService);
    const facilitators = app.get(FacilitatorService);
    const courseTypes = await idsByCode(em, 'CourseType');
    const educations = await activeIds(em, 'Education');
    const people: [string, string, string[], number | undefined][] = [
      ['Demo', 'Trainer', ['10', '20', '30', 'PWS'], logins.get('trainer')],
      ...TRAINERS.map(([first, last, types]): [string, string, string[], undefined] => [
        first,
        last,
        types,
        undefined,
      ]),
    ];
    for (const [firstName, lastName, types, userId] of people) {
      const saved = await context.unit(() =>
        trainers.save({
          firstName,
          lastName,
          email: userId
            ? 'trainer@example.com'
            : `${firstName}.${lastName}@academy.example.com`.toLowerCase(),
          mobileNo: identities.mobile(),
          userId: userId ?? null,
          biography: `${firstName} has trained property agents for ${random.int(5, 20)} years.`,
          specializationIds: types.map((code) => courseTypes.get(code)!).filter(Boolean),
          educations: educations.length
            ? [
                {
                  educationId: random.pick(educations),
                  institution: random.pick(['NUS', 'NTU', 'SMU', 'SUSS']),
                },
              ]
            : [],
          professions: [
            { title: 'Key executive officer', organisation: 'Property agency', years: random.int(3, 15) },
          ],
        }),
      );
      context.trainerIds.push(saved.id);
      if (userId) context.demoTrainerId = saved.id;
    }
    for (const [firstName, lastName, userId] of [
      ['Demo', 'Facilitator', logins.get('facilitator')] as const,
      ...FACILITATORS.map(([first, last]) => [first, last, undefined] as const),
    ]) {
      const saved = await context.unit(() =>
        facilitators.save({
          firstName,
          lastName,
          email: userId
            ? 'facilitator@example.com'
            : `${firstName}.${lastName}@academy.example.com`.toLowerCase(),
          mobileNo: identities.mobile(),
          userId: userId ?? null,
        }),
      );
      context.facilitatorIds.push(saved.id);
      if (userId) context.demoFacilitatorId = saved.id;
    }
    await seedParticipants(context, educations);
  },
};

/** The demo participant first (their record came with their sign-up), then the people they meet. */
const seedParticipants = async (context: DemoContext, educations: number[]): Promise<void> => {
  const { app, em, random, identities, logins } = context;
  const participants = app.get(ParticipantService);
  const genders = await idsByCode(em, 'Gender');
  const races = await idsByCode(em, 'Race');
  const citizenships = await idsByCode(em, 'Citizenship');
  const own = await em.findOne(Participant, { userId: logins.get('participant') ?? -1 });
  if (own) {
    identities.reserve(own.nric ?? '', own.mobileNo, own.email);
    context.people.push({
      ...DEMO_PARTICIPANT,
      email: own.email,
      gender: 'F',
      race: 'CHINESE',
      citizenship: 'SC',
      participantId: own.id,
      userId: own.userId ?? undefined,
    });
  }
  for (let index = 0; index < PEOPLE; index++) {
    const person: DemoPerson = identities.person({ agent: random.chance(0.8) });
    if (index < ENTERED_BY_STAFF) {
      const saved = await context.unit(() =>
        participants.save(
          {
            ...person,
            genderId: genders.get(person.gender),
            raceId: races.get(person.race),
            citizenshipId: citizenships.get(person.citizenship),
            educationId: educations.length ? random.pick(educations) : null,
          },
          { revealPersonalData: true },
        ),
      );
      person.participantId = saved.id;
    }
    context.people.push(person);
  }
};
