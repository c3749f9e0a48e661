import request from 'supertest';
import { currentTime, Role, settingsChanged } from '@app/core';
import { SEATS_SOURCE } from '@app/events';
import {
  type TestClient,
  TestContext,
  lookupIds,
  participantInput,
  publishedEvent,
  registerOnline,
} from '@app/test';
import { countStatements } from '../support/query-counter';

const hours = (offset: number) => new Date(currentTime().getTime() + offset * 3_600_000);

/**
 * The public site's reads: their answers field for field (the frontend relies on the exact shape)
 * and one SQL statement each for an anonymous visitor.
 */
describe('public reads', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let eventId: number;
  let courseId: number;
  let memberType: number;
  let memberTypeName: string;
  const sessions = [
    { startsAt: hours(72), endsAt: hours(75) },
    { startsAt: hours(48), endsAt: hours(51) },
  ];

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
    const types = await lookupIds(staff, 'participanttypes');
    [memberTypeName, memberType] = Object.entries(types)[0];
    const created = await publishedEvent(staff, {
      typeCode: '70',
      capacity: 12,
      feeCents: 21_800,
      fees: [{ participantTypeId: memberType, feeCents: 10_900 }],
      sessions: sessions.map((session) => ({
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
      })),
    });
    ({ eventId, courseId } = created);
    await registerOnline(await ctx.client(), [{ eventId, participant: participantInput() }]).expect(201);
  });

  afterAll(() => ctx.close());

  /** The event as the public site sees it, built from what the back office reads of it. */
  const expected = async () => {
    const admin = (await staff.post('/admin/event/getbyid', { id: eventId }).expect(200)).body;
    const venues = (await staff.get('/admin/configurations/venues/getallactive').expect(200)).body as {
      id: number;
      name: string;
    }[];
    const types = (await staff.get('/admin/configurations/participanttypes/getallactive').expect(200))
      .body as { id: number; name: string }[];
    return {
      id: eventId,
      courseId,
      title: admin.title,
      venueId: admin.venueId,
      capacity: 12,
      feeCents: 21_800,
      venueName: venues.find((venue) => venue.id === admin.venueId)?.name,
      fees: [
        {
          participantTypeId: memberType,
          participantTypeName: types.find((type) => type.id === memberType)?.name,
          feeCents: 10_900,
        },
      ],
      seatsLeft: 11,
      startsAt: sessions[1].startsAt.toISOString(),
      endsAt: sessions[0].endsAt.toISOString(),
      registrationClosesOn: null,
      // Not a RES event: no RES kind, no RES paper.
      resPaperId: null,
      resPaperName: null,
      resKind: null,
      sessions: (admin.sessions as { id: number; startsAt: string; endsAt: string }[]).map((session) => ({
        id: session.id,
        eventId,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        timeslotId: null,
      })),
    };
  };

  it('answers every public event list and the event page with the same event, field for field', async () => {
    const event = await expected();
    expect(memberTypeName).toBeTruthy();
    expect(event.sessions.map((session) => session.startsAt)).toEqual([
      sessions[1].startsAt.toISOString(),
      sessions[0].startsAt.toISOString(),
    ]);
    const visitor = request(ctx.server);
    const page = await visitor.get(`/event/${eventId}/get`).expect(200);
    // Byte for byte: the same keys in the same order.
    expect(page.text).toBe(JSON.stringify(event));
    for (const path of [
      '/events/get/others/upcoming',
      '/events/filter/schedules?courseType=70',
      '/events/filter/tfs?courseType=70&time=Upcoming',
      `/events/course/${courseId}`,
    ]) {
      const list = await visitor.get(path).expect(200);
      expect(list.body.find((item: { id: number }) => item.id === eventId)).toEqual(event);
    }
    expect((await visitor.get('/events/filter/tfs?courseType=70&time=Past').expect(200)).body).toEqual([]);
    await visitor.get('/event/999999/get').expect(404);
  });

  it('answers the public course page with the course as the back office has it', async () => {
    const admin = (await staff.get(`/admin/course/${courseId}/get`).expect(200)).body as Record<
      string,
      unknown
    >;
    const keys = ['id', 'code', 'title', 'courseTypeCode', 'courseTypeName', 'description', 'cpdHours'];
    keys.push('feeCents', 'promoFeeCents', 'promoValidFrom', 'promoValidTo', 'hasImage', 'hasBrochure');
    const info = await request(ctx.server).get(`/course/${courseId}/info`).expect(200);
    expect(info.text).toBe(JSON.stringify(Object.fromEntries(keys.map((key) => [key, admin[key]]))));
    await request(ctx.server).get('/course/999999/info').expect(404);
  });

  it('reads each public list in one statement, then serves it from memory with none', async () => {
    const visitor = request(ctx.server);
    const paths = [
      '/events/get/res/upcoming',
      '/events/get/res/upcoming/course',
      '/events/get/bootcamp/upcoming',
      '/events/get/others/upcoming',
      '/events/filter/schedules?courseType=70&from=2026-01-01',
      '/events/filter/tfs?time=All',
      `/events/course/${courseId}`,
      `/event/${eventId}/get`,
      `/course/${courseId}/info`,
      '/res-schedules/getall',
      '/res-schedules/getallactive',
    ];
    // What they were read from changed: each is read again.
    settingsChanged([SEATS_SOURCE, 'Course', 'ResSchedule']);
    for (const path of paths) {
      const { statements } = await countStatements(() => visitor.get(path).expect(200));
      expect({ path, statements: statements.map(({ sql }) => sql) }).toEqual({
        path,
        statements: [expect.any(String)],
      });
    }
    for (const path of paths) {
      const { result, statements } = await countStatements(() => visitor.get(path).expect(200));
      expect({ path, statements }).toEqual({ path, statements: [] });
      expect(result.headers.etag).toBeTruthy();
    }
  });
});
