import { listByName } from '@app/config';
import { Role } from '@app/core';
import {
  type TestClient,
  TestContext,
  lookupIds,
  participantInput,
  publishedEvent,
  registerOnline,
} from '@app/test';
import { createEntry } from '@app/test/lookup-samples';

interface PublicEvent {
  id: number;
  resPaperId: number | null;
  resPaperName: string | null;
  resKind: string | null;
}

const ids = (events: PublicEvent[]) => events.map((event) => event.id);

describe('RES revision and refresher events for one RES paper', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let visitor: TestClient;
  let papers: Record<string, number>;
  let kinds: Record<string, number>;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
    visitor = await ctx.client();
    [papers, kinds] = await Promise.all([lookupIds(staff, 'respapers'), lookupIds(staff, 'restypes')]);
  });

  afterAll(() => ctx.close());

  /** A published RES event of the kind (`res_type` code), for the paper when given. */
  const resEvent = (kind: string, paper?: string) =>
    publishedEvent(staff, {
      typeCode: '10',
      course: { resTypeId: kinds[kind] },
      resPaperId: paper ? papers[paper] : null,
    });

  /** The event saved again as the form would send it, with `changes`. */
  const resave = async (eventId: number, changes: Record<string, unknown>, status: number) => {
    const { body } = await staff.post('/admin/event/getbyid', { id: eventId }).expect(200);
    const saved = body as Record<string, number> & { sessions: { startsAt: string; endsAt: string }[] };
    return staff
      .post('/admin/event/update', {
        id: eventId,
        courseId: saved.courseId,
        venueId: saved.venueId,
        capacity: saved.capacity,
        feeCents: saved.feeCents,
        sessions: saved.sessions.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
        ...changes,
      })
      .expect(status);
  };

  it('sets the paper on revision and refresher events, and refuses it elsewhere with a field error', async () => {
    const { eventId } = await resEvent('REVISION', 'P1');
    const saved = await staff.post('/admin/event/getbyid', { id: eventId }).expect(200);
    expect(saved.body.resPaperId).toBe(papers.P1);
    const { eventId: refresher } = await resEvent('REFRESHER', 'P2');
    expect((await staff.post('/admin/event/getbyid', { id: refresher }).expect(200)).body.resPaperId).toBe(
      papers.P2,
    );

    const { eventId: course } = await resEvent('COURSE');
    const onCourse = await resave(course, { resPaperId: papers.P1 }, 400);
    expect(onCourse.body.errors.resPaperId).toEqual([
      'Only the events of a RES revision or refresher course prepare for one RES paper',
    ]);
    const unknown = await resave(course, { resPaperId: 999_999 }, 400);
    expect(unknown.body.errors.resPaperId).toEqual(['RES paper must be an active RES paper']);
    await resave(course, { resPaperId: 'P1' }, 400);
    await resave(course, { resPaperId: null }, 200);
    // A course of another family has no RES kind at all.
    const { eventId: other } = await publishedEvent(staff);
    await resave(other, { resPaperId: papers.P2 }, 400);
  });

  it('shows the kind and paper on the public RES lists, filtered by paper', async () => {
    const [p1, p2, refresher, course] = await Promise.all([
      resEvent('REVISION', 'P1'),
      resEvent('REVISION', 'P2'),
      resEvent('REFRESHER', 'P1'),
      resEvent('COURSE'),
    ]);
    const revisions = (await visitor.get('/events/get/res/upcoming/REVISION').expect(200))
      .body as PublicEvent[];
    expect(ids(revisions)).toEqual(expect.arrayContaining([p1.eventId, p2.eventId]));
    expect(revisions.find((event) => event.id === p1.eventId)).toMatchObject({
      resPaperId: papers.P1,
      resPaperName: 'Paper 1',
      resKind: 'Revision',
    });

    const paper1 = (await visitor.get('/events/get/res/upcoming/REVISION?paper=P1').expect(200))
      .body as PublicEvent[];
    expect(ids(paper1)).toContain(p1.eventId);
    expect(ids(paper1)).not.toContain(p2.eventId);
    expect(paper1.every((event) => event.resPaperName === 'Paper 1')).toBe(true);

    const anyKind = (await visitor.get('/events/get/res/upcoming?paper=p1').expect(200))
      .body as PublicEvent[];
    expect(ids(anyKind)).toEqual(expect.arrayContaining([p1.eventId, refresher.eventId]));
    expect(ids(anyKind)).not.toContain(course.eventId);
    const one = (await visitor.get(`/event/${course.eventId}/get`).expect(200)).body as PublicEvent;
    expect(one).toMatchObject({ resKind: 'Course', resPaperId: null, resPaperName: null });

    await visitor.get('/events/get/res/upcoming/REVISION?paper=P1-and-more-than-ten').expect(400);
    await visitor.get('/events/get/res/upcoming?paper[]=P1').expect(400);
  });

  it('registers for a revision of one paper through the one checkout', async () => {
    const { eventId } = await resEvent('REVISION', 'P2');
    const { id: educationId } = await createEntry(staff, listByName('educations')!);
    const candidate = participantInput({ dateOfBirth: '1990-05-01', educationId });
    const response = await registerOnline(visitor, [{ eventId, participant: candidate }]);
    expect(response.body).toMatchObject({ id: expect.any(Number) });
    const [line] = await ctx.sql(
      `select e.res_paper_id from registration_event re join event e on e.id = re.event_id
        where re.registration_id = ?`,
      [response.body.id],
    );
    expect(line.res_paper_id).toBe(papers.P2);
  });
});
