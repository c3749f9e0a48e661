import { Role } from '@app/core';
import { type TestClient, TestContext, lookupIds, participantInput, publishedEvent } from '@app/test';

describe('participant requirements per course family', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  const cpdEvent = async () => {
    const first = async (list: string) => Object.values(await lookupIds(staff, list))[0];
    return publishedEvent(staff, {
      typeCode: '20',
      course: {
        cpdTypeId: await first('cpdtypes'),
        cpdCategoryId: await first('cpdcategories'),
        cpdLevelId: await first('cpdlevels'),
        cpdHours: 3,
      },
    });
  };

  it('tells a visitor which fields an event’s family needs, exactly those the checkout enforces', async () => {
    const cpd = await cpdEvent();
    const visitor = await ctx.client();
    const asked = await visitor.get(`/registration/requirements/${cpd.eventId}`).expect(200);
    expect(asked.body).toEqual({ eventId: cpd.eventId, family: 'cpd', requiredFields: ['nric', 'ceaRegNo'] });

    const refused = await visitor
      .post('/registration/update', {
        items: [{ eventId: cpd.eventId, participant: participantInput({ nric: null, ceaRegNo: null }) }],
      })
      .expect(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(
      (asked.body.requiredFields as string[]).map((field) => `items.0.participant.${field}`).sort(),
    );

    const other = await publishedEvent(staff);
    expect((await visitor.get(`/registration/requirements/${other.eventId}`).expect(200)).body).toEqual({
      eventId: other.eventId,
      family: 'others',
      requiredFields: [],
    });
    await visitor.get('/registration/requirements/999999').expect(404);
  });
});
