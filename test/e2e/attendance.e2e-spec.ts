import { Workbook } from 'exceljs';
import { currentTime, maskNric, Role, singaporeDate } from '@app/core';
import {
  type SampleAttendanceEvent,
  TEST_PASSWORD,
  type TestClient,
  TestContext,
  eventWithSeats,
  uniqueNric,
} from '@app/test';

describe('attendance: scanning, session records, results, e-mails, lists and imports', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let coordinator: TestClient;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    ctx.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;

  const scanIn = (client: TestClient, sessionId: number, code: string) =>
    client.post('/admin/attendance/scan-in', { sessionId, code });
  const scanOut = (client: TestClient, sessionId: number, code: string) =>
    client.post('/admin/attendance/scan-out', { sessionId, code });
  const lineStatus = async (id: number) =>
    (await sql<{ status: string }>('select status from registration_event where id = ?', [id]))[0].status;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
    coordinator = await ctx.signIn(Role.Coordinator);
  });

  afterAll(() => ctx.close());

  describe('scanning in', () => {
    let event: SampleAttendanceEvent;

    beforeAll(async () => {
      event = await eventWithSeats(ctx, staff, { seats: 4 });
    });

    it('scans in by the pass URL in the QR, on time, with the live count and a scan-in e-mail', async () => {
      const [seat] = event.seats;
      const response = await scanIn(
        coordinator,
        event.sessionIds[0],
        `https://anywhere.example/attendance/pass/${seat.attendanceCode}`,
      ).expect(201);
      expect(response.body).toMatchObject({
        eventTitle: event.title,
        message: 'Scanned in on time',
        counts: { registered: 4, scannedIn: 1, scannedOut: 0 },
        row: {
          registrationEventId: seat.registrationEventId,
          participantName: seat.name,
          sessionId: event.sessionIds[0],
          late: false,
          attended: false,
          verification: 10,
        },
      });
      expect(response.body.row.scannedInAt).toEqual(expect.any(String));
      const mail = await ctx.eventually(async () => {
        const rows = await sql<{ subject: string | null; status: string }>(
          `select subject, status from mail_message where "to" = ? and template = 'attendance-scan-in'`,
          [seat.email],
        );
        return rows[0]?.subject ? rows : undefined;
      });
      expect(mail).toEqual([{ subject: `Scanned in: ${event.title}`, status: 'outbox' }]);
    });

    it('scans in by NRIC/FIN and by mobile number, and refuses a second scan-in', async () => {
      const [, byNric, byMobile] = event.seats;
      await scanIn(coordinator, event.sessionIds[0], byNric.nric.toLowerCase()).expect(201);
      const second = await scanIn(coordinator, event.sessionIds[0], byMobile.mobileNo).expect(201);
      expect(second.body.counts).toEqual({ registered: 4, scannedIn: 3, scannedOut: 0 });
      const again = await scanIn(coordinator, event.sessionIds[0], byNric.attendanceCode).expect(409);
      expect(again.body.message).toBe('Participant is already scanned');
    });

    it('answers 404 for a code or NRIC that names nobody, and 400 for an NRIC with a wrong check letter', async () => {
      const unknownCode = await scanIn(coordinator, event.sessionIds[0], 'ZZZZZZZZZZZZ').expect(404);
      expect(unknownCode.body.message).toBe('Attendance code ZZZZZZZZZZZZ not found');
      const unknownNric = await scanIn(coordinator, event.sessionIds[0], uniqueNric('T')).expect(404);
      expect(unknownNric.body.message).toBe('A participant with this NRIC/FIN not found');
      const typo = await scanIn(coordinator, event.sessionIds[0], 'S1234567A').expect(400);
      expect(typo.body.errors).toEqual({ code: ['This NRIC/FIN is not valid: check the last letter'] });
      await scanIn(coordinator, 99_999_999, event.seats[3].attendanceCode).expect(404);
      const blank = await coordinator
        .post('/admin/attendance/scan-in', { sessionId: event.sessionIds[0] })
        .expect(400);
      expect(blank.body.errors.code).toContain('Code is required');
    });

    it('says "Participant is not registered" for another event\'s code and for a cancelled seat', async () => {
      const other = await eventWithSeats(ctx, staff, { seats: 1 });
      const elsewhere = await scanIn(coordinator, event.sessionIds[0], other.seats[0].attendanceCode).expect(
        409,
      );
      expect(elsewhere.body.message).toBe('Participant is not registered');
      const cancelled = event.seats[3];
      await sql(`update registration_event set status = 'Voided' where id = ?`, [
        cancelled.registrationEventId,
      ]);
      for (const code of [cancelled.attendanceCode, cancelled.nric, cancelled.mobileNo]) {
        const response = await scanIn(coordinator, event.sessionIds[0], code).expect(409);
        expect(response.body.message).toBe('Participant is not registered');
      }
    });

    it('marks a scan-in after the grace period late, and refuses scanning before the session opens', async () => {
      const late = await eventWithSeats(ctx, staff, { seats: 1, sessions: [{ starts: -30, ends: 120 }] });
      const response = await scanIn(coordinator, late.sessionIds[0], late.seats[0].attendanceCode).expect(
        201,
      );
      expect(response.body.message).toMatch(/^Scanned in (29|30|31) minutes late$/);
      expect(response.body.row.late).toBe(true);
      const early = await eventWithSeats(ctx, staff, { seats: 1, sessions: [{ starts: 180, ends: 300 }] });
      const refused = await scanIn(coordinator, early.sessionIds[0], early.seats[0].attendanceCode).expect(
        409,
      );
      expect(refused.body.message).toMatch(/^Scanning for this session opens at /);
      const over = await eventWithSeats(ctx, staff, { seats: 1, sessions: [{ starts: -240, ends: -60 }] });
      const ended = await scanIn(coordinator, over.sessionIds[0], over.seats[0].attendanceCode).expect(409);
      expect(ended.body.message).toMatch(/^This session has ended/);
    });
  });

  describe('concurrent scans', () => {
    it('records 200 concurrent scan-ins of distinct participants, every one', async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 200 });
      const responses = await Promise.all(
        event.seats.map((seat) => scanIn(coordinator, event.sessionIds[0], seat.attendanceCode)),
      );
      expect(responses.map((response) => response.status)).toEqual(event.seats.map(() => 201));
      const [counted] = await sql<{ count: string }>(
        'select count(*) from attendance where session_id = ? and scanned_in_at is not null',
        [event.sessionIds[0]],
      );
      expect(Number(counted.count)).toBe(200);
    });

    it('records 20 concurrent scans of the same participant once', async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 1 });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          scanIn(coordinator, event.sessionIds[0], event.seats[0].attendanceCode),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
      expect(
        responses.filter((response) => response.status === 409).map((response) => response.body.message),
      ).toEqual(Array.from({ length: 19 }, () => 'Participant is already scanned'));
      const records = await sql('select id from attendance where session_id = ?', [event.sessionIds[0]]);
      expect(records).toHaveLength(1);
      const mails = await sql(
        `select id from mail_message where "to" = ? and template = 'attendance-scan-in'`,
        [event.seats[0].email],
      );
      expect(mails).toHaveLength(1);
    });
  });

  describe('scanning out, results and registration-event status', () => {
    it('refuses a scan-out before the scan-in, makes a one-session seat Attended, and undoes it on cancel', async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 1 });
      const [seat] = event.seats;
      const session = event.sessionIds[0];
      const early = await scanOut(coordinator, session, seat.attendanceCode).expect(409);
      expect(early.body.message).toBe('Participant has not scanned in');
      await scanIn(coordinator, session, seat.attendanceCode).expect(201);
      const out = await scanOut(coordinator, session, seat.nric).expect(201);
      expect(out.body).toMatchObject({
        message: 'Scanned out',
        row: { attended: true },
        counts: { scannedOut: 1 },
      });
      expect(await lineStatus(seat.registrationEventId)).toBe('Attended');
      const twice = await scanOut(coordinator, session, seat.attendanceCode).expect(409);
      expect(twice.body.message).toBe('Participant is already scanned out');
      const target = { registrationEventId: seat.registrationEventId, sessionId: session };
      const cancelled = await coordinator.post('/admin/attendance/cancel', { items: [target] }).expect(200);
      expect(cancelled.body.rows[0]).toMatchObject({
        scannedInAt: null,
        scannedOutAt: null,
        attended: false,
      });
      expect(await lineStatus(seat.registrationEventId)).toBe('Confirmed');
      const seatView = await coordinator
        .post('/admin/attendance/getallbyid', { id: seat.registrationEventId })
        .expect(200);
      expect(seatView.body).toMatchObject({
        status: 'Confirmed',
        result: null,
        rows: [{ scannedInAt: null }],
      });
    });

    it('decides results from the session records: On Time, Late Attendee, Extended, Forfeited, Rescheduled', async () => {
      const event = await eventWithSeats(ctx, staff, {
        seats: 5,
        sessions: [
          { starts: -300, ends: -240 },
          { starts: -5, ends: 120 },
        ],
      });
      const [onTime, late, extended, forfeited, rescheduled] = event.seats;
      const [first, second] = event.sessionIds;
      const target = (seat: { registrationEventId: number }, sessionId: number) => ({
        registrationEventId: seat.registrationEventId,
        sessionId,
      });
      // The first session ended: staff enter its times; the second is scanned live.
      const firstStart = new Date(
        (await sql<{ starts_at: string }>('select starts_at from event_session where id = ?', [first]))[0]
          .starts_at,
      );
      await coordinator
        .post('/admin/attendance/update/scanin', {
          ...target(late, first),
          at: new Date(firstStart.getTime() + 40 * 60_000).toISOString(),
        })
        .expect(200)
        .expect((response) => expect(response.body.late).toBe(true));
      const badOut = await coordinator
        .post('/admin/attendance/update/scanout', { ...target(late, first), at: firstStart.toISOString() })
        .expect(400);
      expect(badOut.body.errors.at[0]).toMatch(/^Scan-out must be after the scan-in at /);
      await coordinator
        .post('/admin/attendance/event/attended', {
          eventId: event.eventId,
          registrationEventIds: [onTime.registrationEventId, late.registrationEventId],
        })
        .expect(200);
      expect(await lineStatus(onTime.registrationEventId)).toBe('Attended');
      expect(await lineStatus(late.registrationEventId)).toBe('Attended');
      await coordinator
        .post('/admin/attendance/session/extended', { items: [target(extended, first)] })
        .expect(200);
      await coordinator.post('/admin/attendance/absent', { items: [target(forfeited, first)] }).expect(200);
      await sql(
        `update registration_event set status = 'Rescheduled', reschedule_kind = 'Reschedule FOC' where id = ?`,
        [rescheduled.registrationEventId],
      );
      const summary = await coordinator
        .get(`/admin/attendance/event/${event.eventId}/participants/getsummary`)
        .expect(200);
      expect(summary.body.results).toEqual({
        'On Time': 1,
        'Late Attendee': 1,
        Extended: 1,
        Rescheduled: 0,
        'Rescheduled FOC': 1,
        Forfeited: 0,
        Pending: 1,
      });
      expect(summary.body.event).toMatchObject({
        eventId: event.eventId,
        registered: 4,
        attended: 2,
        sessionCount: 2,
      });
      expect(summary.body.sessions.map((session: { sessionId: number }) => session.sessionId)).toEqual([
        first,
        second,
      ]);
      expect(summary.body.sessions[0]).toMatchObject({
        registered: 4,
        scannedIn: 2,
        scannedOut: 2,
        late: 1,
        absent: 1,
      });
      // Once the event is over, the seat with a missed session is forfeited.
      await sql(
        "update event_session set starts_at = starts_at - interval '1 day', ends_at = ends_at - interval '1 day' where id = ?",
        [second],
      );
      await sql(`update event set ends_at = ?::timestamptz - interval '1 hour' where id = ?`, [
        currentTime(),
        event.eventId,
      ]);
      const after = await coordinator
        .get(`/admin/attendance/event/${event.eventId}/participants/getsummary`)
        .expect(200);
      expect(after.body.results).toMatchObject({ Forfeited: 1, Pending: 0 });
    });

    it('applies the session rules: absent needs no scan-in, no scan-out needs one, no points e-mails the participant', async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 2 });
      const [present, away] = event.seats;
      const session = event.sessionIds[0];
      const target = (seat: { registrationEventId: number }) => ({
        registrationEventId: seat.registrationEventId,
        sessionId: session,
      });
      await scanIn(coordinator, session, present.attendanceCode).expect(201);
      const refused = await coordinator
        .post('/admin/attendance/absent', { items: [target(present)] })
        .expect(409);
      expect(refused.body.message).toBe(
        `${present.name} has scanned in for this session: cancel the scan first`,
      );
      const noOut = await coordinator
        .post('/admin/attendance/no-scan-out', { items: [target(away)] })
        .expect(409);
      expect(noOut.body.message).toBe(`${away.name} has not scanned in`);
      const excused = await coordinator
        .post('/admin/attendance/no-scan-out', { items: [target(present)] })
        .expect(200);
      expect(excused.body.rows[0]).toMatchObject({ noScanOut: true, attended: true });
      expect(await lineStatus(present.registrationEventId)).toBe('Attended');
      const noPoints = await coordinator
        .post('/admin/attendance/no-points', { items: [target(present)] })
        .expect(200);
      expect(noPoints.body.rows[0].noPoints).toBe(true);
      await coordinator.post('/admin/attendance/no-points', { items: [target(present)] }).expect(200);
      const told = await sql(
        `select id from mail_message where "to" = ? and template = 'attendance-no-points'`,
        [present.email],
      );
      expect(told).toHaveLength(1);
      const cleared = await coordinator
        .post('/admin/attendance/no-points', { items: [target(present)], value: false })
        .expect(200);
      expect(cleared.body.rows[0].noPoints).toBe(false);
      const absent = await coordinator
        .post('/admin/attendance/absent', { items: [target(away)] })
        .expect(200);
      expect(absent.body.rows[0]).toMatchObject({ absent: true, attended: false });
      const wrongSession = await coordinator
        .post('/admin/attendance/absent', {
          items: [{ registrationEventId: away.registrationEventId, sessionId: 99_999_999 }],
        })
        .expect(400);
      expect(wrongSession.body.errors).toEqual({ 'items.0.sessionId': ['Session 99999999 not found'] });
      await coordinator.post('/admin/attendance/absent', { items: [] }).expect(400);
    });
  });

  describe('verification and lookups', () => {
    it('verifies records and lists verified events and session participants', async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 2 });
      const [verified, other] = event.seats;
      const session = event.sessionIds[0];
      await scanIn(coordinator, session, verified.attendanceCode).expect(201);
      const response = await coordinator
        .post('/admin/attendance/verifyparticipants', {
          items: [{ registrationEventId: verified.registrationEventId, sessionId: session }],
          verified: true,
        })
        .expect(200);
      expect(response.body.rows[0].verification).toBe(20);
      const rows = await coordinator
        .post('/admin/attendance/getallverifiedsessionparticipants', { sessionId: session })
        .expect(200);
      expect(rows.body.map((row: { registrationEventId: number }) => row.registrationEventId)).toEqual([
        verified.registrationEventId,
      ]);
      const events = await coordinator
        .post('/admin/attendance/events/getallverified', { keyword: event.title, page: 1, pageSize: 10 })
        .expect(200);
      expect(events.body.items).toEqual([
        expect.objectContaining({ eventId: event.eventId, verified: 1, registered: 2 }),
      ]);
      await coordinator
        .post('/admin/attendance/verifyparticipants', {
          items: [{ registrationEventId: other.registrationEventId, sessionId: session }],
        })
        .expect(400);
    });

    it("finds a seat by NRIC/FIN or mobile, a person's registered seats, and records by id", async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 2 });
      const [seat] = event.seats;
      const scanned = await scanIn(coordinator, event.sessionIds[0], seat.attendanceCode).expect(201);
      const byNric = await staff
        .post('/admin/attendance/getattendancebynric', { eventId: event.eventId, nric: seat.nric })
        .expect(200);
      expect(byNric.body).toMatchObject({
        registrationEventId: seat.registrationEventId,
        participantName: seat.name,
        result: null,
        rows: [{ nric: seat.nric, scannedInAt: expect.any(String) }],
      });
      const byMobile = await coordinator
        .post('/admin/attendance/getattendancebymobileno', {
          eventId: event.eventId,
          mobileNo: `+65 ${seat.mobileNo}`,
        })
        .expect(200);
      expect(byMobile.body.registrationEventId).toBe(seat.registrationEventId);
      // Coordinators do not see personal data: the NRIC comes masked.
      expect(byMobile.body.rows[0].nric).toBe(maskNric(seat.nric));
      const wrongKind = await coordinator
        .post('/admin/attendance/getattendancebynric', { eventId: event.eventId, nric: seat.mobileNo })
        .expect(400);
      expect(wrongKind.body.errors).toEqual({ nric: ['Enter a valid NRIC/FIN'] });
      const seats = await coordinator
        .post('/admin/attendance/participants/getbyregisterednric', { nric: seat.nric })
        .expect(200);
      expect(seats.body).toEqual([
        expect.objectContaining({
          registrationEventId: seat.registrationEventId,
          eventId: event.eventId,
          status: 'Confirmed',
        }),
      ]);
      const byPhone = await coordinator
        .post('/admin/attendance/participants/getbyregisteredmobileno', { mobileNo: seat.mobileNo })
        .expect(200);
      expect(byPhone.body).toHaveLength(1);
      const record = await coordinator
        .post('/admin/attendance/getbyid', { id: scanned.body.row.id })
        .expect(200);
      expect(record.body).toMatchObject({
        id: scanned.body.row.id,
        registrationEventId: seat.registrationEventId,
      });
      await coordinator.post('/admin/attendance/getbyid', { id: 99_999_999 }).expect(404);
      await coordinator.post('/admin/attendance/getallbyid', { id: 99_999_999 }).expect(404);
    });
  });

  describe('lists', () => {
    it("lists today's sessions, current, upcoming and past events, and an event's seats paged", async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 3 });
      const upcoming = await eventWithSeats(ctx, staff, {
        seats: 1,
        sessions: [{ starts: 60 * 24 * 3, ends: 60 * 24 * 3 + 60 }],
      });
      const past = await eventWithSeats(ctx, staff, {
        seats: 1,
        sessions: [{ starts: -60 * 24 * 3, ends: -60 * 24 * 3 + 60 }],
      });
      await scanIn(coordinator, event.sessionIds[0], event.seats[1].attendanceCode).expect(201);
      const today = await coordinator.get('/admin/attendance/getallsessiontoday').expect(200);
      expect(today.body).toContainEqual(
        expect.objectContaining({
          sessionId: event.sessionIds[0],
          eventTitle: event.title,
          registered: 3,
          scannedIn: 1,
        }),
      );
      const ids = async (path: string, title: string) =>
        (
          (await coordinator.get(path).query({ keyword: title }).expect(200)).body.items as {
            eventId: number;
          }[]
        ).map((item) => item.eventId);
      expect(await ids('/admin/attendance/getcurrent', event.title)).toEqual([event.eventId]);
      expect(await ids('/admin/attendance/getallupcoming', upcoming.title)).toEqual([upcoming.eventId]);
      expect(await ids('/admin/attendance/getallupcoming', past.title)).toEqual([]);
      expect(await ids('/admin/attendance/getallpast', past.title)).toEqual([past.eventId]);
      expect(await ids('/admin/attendance/events/getall', event.title)).toEqual([event.eventId]);
      const page = await coordinator
        .get(`/admin/attendance/event/${event.eventId}/getbypage`)
        .query({ page: 1, pageSize: 2 })
        .expect(200);
      expect(page.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
      expect(page.body.items.map((row: { registrationEventId: number }) => row.registrationEventId)).toEqual(
        event.seats.slice(0, 2).map((seat) => seat.registrationEventId),
      );
      expect(page.body.items[1].scannedInAt).toEqual(expect.any(String));
      const found = await coordinator
        .get(`/admin/attendance/event/${event.eventId}/getbypage`)
        .query({ keyword: event.seats[2].name.split(' ')[2] ?? event.seats[2].name.split(' ')[1] })
        .expect(200);
      expect(found.body.items.map((row: { registrationEventId: number }) => row.registrationEventId)).toEqual(
        [event.seats[2].registrationEventId],
      );
      const all = await coordinator.get(`/admin/attendance/event/${event.eventId}/getall`).expect(200);
      expect(all.body).toHaveLength(3);
      await coordinator.get('/admin/attendance/event/99999999/getall').expect(404);
      await coordinator
        .get(`/admin/attendance/event/${event.eventId}/getbypage`)
        .query({ pageSize: 1000 })
        .expect(400);
    });
  });

  describe("today's sessions", () => {
    it('lists a session still running from the evening before, and not one that ended before midnight', async () => {
      const midnight = Date.parse(`${singaporeDate()}T00:00:00+08:00`);
      const sinceMidnight = Math.floor((currentTime().getTime() - midnight) / 60_000);
      const overnight = await eventWithSeats(ctx, staff, {
        seats: 1,
        sessions: [{ starts: -(sinceMidnight + 30), ends: 120 }],
      });
      const lastNight = await eventWithSeats(ctx, staff, {
        seats: 1,
        sessions: [{ starts: -(sinceMidnight + 240), ends: -(sinceMidnight + 120) }],
      });
      const today = (await coordinator.get('/admin/attendance/getallsessiontoday').expect(200)).body as {
        sessionId: number;
      }[];
      const listed = today.map((session) => session.sessionId);
      expect(listed).toContain(overnight.sessionIds[0]);
      expect(listed).not.toContain(lastNight.sessionIds[0]);
    });
  });

  describe('attendance e-mails', () => {
    it("sends, resends and reports each e-mail with the spec's messages, and lists their delivery", async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 2 });
      const [seat, absentee] = event.seats;
      const session = event.sessionIds[0];
      const scanned = await scanIn(coordinator, session, seat.attendanceCode).expect(201);
      const id = scanned.body.row.id as number;
      const sent = await coordinator.post(`/admin/attendance/${id}/send/scanin`).expect(200);
      expect(sent.body).toEqual({ message: 'Scan-in email successfully sent.' });
      const notYet = await coordinator.post(`/admin/attendance/${id}/send/scanout`).expect(409);
      expect(notYet.body.message).toBe('Scan-out email unsuccessful: the participant has not scanned out');
      await coordinator.post('/admin/attendance/99999999/send/scanin').expect(404);
      const resent = await coordinator.post('/admin/attendance/resendscanin', { ids: [id] }).expect(200);
      expect(resent.body).toMatchObject({
        message: 'Scan-in email successfully sent to 1 participant.',
        sent: 1,
        skipped: [],
      });
      const noneOut = await coordinator.post('/admin/attendance/resendscanout', { ids: [id] }).expect(409);
      expect(noneOut.body.message).toBe(
        `Scan-out email unsuccessful: ${seat.name}: the participant has not scanned out`,
      );
      const notAttended = await coordinator
        .post('/admin/attendance/send/successful-attendance', { eventId: event.eventId })
        .expect(409);
      expect(notAttended.body.message).toBe('Successful-attendance email unsuccessful: nobody qualifies yet');
      await scanOut(coordinator, session, seat.attendanceCode).expect(201);
      const successful = await coordinator
        .post('/admin/attendance/send/successful-attendance', {
          eventId: event.eventId,
          registrationEventIds: [seat.registrationEventId, absentee.registrationEventId],
        })
        .expect(200);
      expect(successful.body).toEqual({
        message: 'Successful-attendance email successfully sent to 1 participant.',
        sent: 1,
        skipped: [
          { id: absentee.registrationEventId, reason: `${absentee.name} has not attended every session` },
        ],
      });
      const bulk = await coordinator
        .post('/admin/attendance/send', { eventId: event.eventId, kind: 'scan-out' })
        .expect(200);
      expect(bulk.body.sent).toBe(1);
      await coordinator.post('/admin/attendance/send', { eventId: event.eventId, kind: 'other' }).expect(400);
      const mails = await ctx.eventually(async () => {
        const response = await coordinator
          .get('/admin/attendance/mail/send')
          .query({ eventId: event.eventId })
          .expect(200);
        const list = response.body as { status: string; template: string; to: string }[];
        return list.length === 6 && list.every((mail) => mail.status === 'outbox') ? list : undefined;
      });
      expect(mails.map((mail) => mail.template).sort()).toEqual([
        'attendance-scan-in',
        'attendance-scan-in',
        'attendance-scan-in',
        'attendance-scan-out',
        'attendance-scan-out',
        'attendance-successful',
      ]);
      expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set([seat.email]));
    });
  });

  describe('import', () => {
    const workbook = async (rows: unknown[][]) => {
      const book = new Workbook();
      const sheet = book.addWorksheet('Attendance');
      sheet.addRow(['NRIC/FIN', 'Mobile', 'Session date', 'Scan in', 'Scan out']);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    };

    it('applies good rows, refuses bad ones with reasons, and changes nothing on a second import', async () => {
      const event = await eventWithSeats(ctx, staff, {
        seats: 3,
        sessions: [{ starts: -60 * 24, ends: -60 * 24 + 180 }],
      });
      const other = await eventWithSeats(ctx, staff, { seats: 1 });
      const [day] = (
        await sql<{ day: string }>(
          `select to_char(starts_at at time zone 'Asia/Singapore', 'YYYY-MM-DD') as day from event_session where id = ?`,
          [event.sessionIds[0]],
        )
      ).map((row) => row.day);
      const file = await workbook([
        [event.seats[0].nric, '', day, '09:00', '17:30'],
        ['', event.seats[1].mobileNo, day, '9:05 am', ''],
        ['S1234567A', '', day, '09:00', ''],
        [other.seats[0].nric, '', day, '09:00', ''],
        [event.seats[2].nric, '', '2020-01-01', '09:00', ''],
        [event.seats[2].nric, '', day, 'soon', ''],
        [event.seats[2].nric, '', day, '10:00', '09:00'],
      ]);
      const upload = () =>
        coordinator
          .multipart('/admin/attendance/import')
          .field('eventId', String(event.eventId))
          .attach('file', file, 'attendance.xlsx');
      const first = await upload().expect(200);
      expect(first.body).toMatchObject({ accepted: 2, unchanged: 0, refused: 5 });
      expect(first.body.rows).toEqual([
        { row: 2, outcome: 'accepted', message: 'Recorded' },
        { row: 3, outcome: 'accepted', message: 'Recorded' },
        { row: 4, outcome: 'refused', message: 'This NRIC/FIN is not valid: check the last letter' },
        { row: 5, outcome: 'refused', message: 'Participant is not registered' },
        { row: 6, outcome: 'refused', message: 'The event has no session on 2020-01-01' },
        { row: 7, outcome: 'refused', message: 'Scan in is not a time' },
        { row: 8, outcome: 'refused', message: 'Scan out must be after scan in' },
      ]);
      const rows = await sql<{
        scanned_in_at: string;
        scanned_out_at: string | null;
        scan_in_method: string;
      }>(
        'select scanned_in_at, scanned_out_at, scan_in_method from attendance where session_id = ? order by registration_event_id',
        [event.sessionIds[0]],
      );
      expect(rows).toHaveLength(2);
      expect(new Date(rows[0].scanned_in_at).toISOString()).toBe(
        new Date(`${day}T09:00:00+08:00`).toISOString(),
      );
      expect(new Date(rows[0].scanned_out_at!).toISOString()).toBe(
        new Date(`${day}T17:30:00+08:00`).toISOString(),
      );
      expect(rows[0].scan_in_method).toBe('import');
      expect(await lineStatus(event.seats[0].registrationEventId)).toBe('Attended');
      const second = await upload().expect(200);
      expect(second.body).toMatchObject({ accepted: 0, unchanged: 2, refused: 5 });
      expect(await sql('select id from attendance where session_id = ?', [event.sessionIds[0]])).toHaveLength(
        2,
      );
      const notExcel = await coordinator
        .multipart('/admin/attendance/import')
        .field('eventId', String(event.eventId))
        .attach('file', Buffer.from('name,nric\n'), 'attendance.csv')
        .expect(400);
      expect(notExcel.body.errors).toEqual({ file: ['The file is not an Excel workbook (.xlsx)'] });
      const noFile = await coordinator
        .multipart('/admin/attendance/import')
        .field('eventId', String(event.eventId))
        .expect(400);
      expect(noFile.body.errors).toEqual({ file: ['Choose the spreadsheet (.xlsx) to import'] });
    });
  });

  describe('who may take attendance', () => {
    it('lets facilitators and trainers reach only their own events, and keeps other roles out', async () => {
      const facilitatorUser = await ctx.newUser(Role.Facilitator);
      const trainerUser = await ctx.newUser(Role.Trainer);
      const own = await eventWithSeats(ctx, staff, {
        seats: 2,
        facilitatorUserId: facilitatorUser.id,
        trainerUserId: trainerUser.id,
      });
      const foreign = await eventWithSeats(ctx, staff, { seats: 1 });
      const facilitator = await (await ctx.client()).signIn(facilitatorUser.email, TEST_PASSWORD);
      const trainer = await (await ctx.client()).signIn(trainerUser.email, TEST_PASSWORD);
      await scanIn(facilitator, own.sessionIds[0], own.seats[0].attendanceCode).expect(201);
      const refused = await scanIn(
        facilitator,
        foreign.sessionIds[0],
        foreign.seats[0].attendanceCode,
      ).expect(403);
      expect(refused.body.message).toBe('You can only take attendance for events you teach or facilitate');
      const today = await facilitator.get('/admin/attendance/getallsessiontoday').expect(200);
      expect(today.body.map((session: { eventId: number }) => session.eventId)).toEqual([own.eventId]);
      const all = await facilitator.get('/admin/attendance/events/getall').expect(200);
      expect(all.body.items.map((item: { eventId: number }) => item.eventId)).toEqual([own.eventId]);
      await facilitator.get(`/admin/attendance/event/${foreign.eventId}/getall`).expect(403);
      await trainer
        .post('/admin/attendance/absent', {
          items: [{ registrationEventId: own.seats[1].registrationEventId, sessionId: own.sessionIds[0] }],
        })
        .expect(200);
      await trainer
        .post('/admin/attendance/absent', {
          items: [
            { registrationEventId: foreign.seats[0].registrationEventId, sessionId: foreign.sessionIds[0] },
          ],
        })
        .expect(403);
      for (const role of [Role.Participant, Role.CustomerServiceOfficer, Role.AssociateRelations]) {
        const outsider = await ctx.signIn(role);
        await scanIn(outsider, own.sessionIds[0], own.seats[1].attendanceCode).expect(403);
        await outsider.get('/admin/attendance/getallsessiontoday').expect(403);
      }
      const anonymous = await ctx.client();
      await anonymous.get('/admin/attendance/getallsessiontoday').expect(401);
    });
  });

  describe('passes, confirmations and sessions', () => {
    it("shows the public pass for a code, 404 for an unknown one, and attaches each seat's QR to the confirmation", async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 2 });
      const [seat] = event.seats;
      await scanIn(coordinator, event.sessionIds[0], seat.attendanceCode).expect(201);
      const visitor = await ctx.client();
      const pass = await visitor
        .post('/attendance/participant/byId', { code: seat.attendanceCode.toLowerCase() })
        .expect(200);
      expect(pass.body).toEqual({
        firstName: 'Mei Ling',
        eventTitle: event.title,
        venueName: expect.any(String),
        status: 'Confirmed',
        sessions: [
          {
            startsAt: expect.any(String),
            endsAt: expect.any(String),
            scannedInAt: expect.any(String),
            scannedOutAt: null,
          },
        ],
      });
      expect(JSON.stringify(pass.body)).not.toContain(seat.nric);
      await visitor.post('/attendance/participant/byId', { code: 'ZZZZZZZZZZZZ' }).expect(404);
      await visitor.post('/attendance/participant/byId', { code: seat.nric }).expect(400);
      const [confirmation] = await sql<{
        attachments: { source: string; id: number }[];
        context: { lines: { passUrl: string }[] };
      }>(
        `select attachments, context from mail_message where template = 'registration-confirmation' and "to" = ?`,
        [seat.email],
      );
      expect(confirmation.attachments).toEqual(
        expect.arrayContaining(
          event.seats.map((each) => ({ source: 'attendance-pass', id: each.registrationEventId })),
        ),
      );
      expect(confirmation.context.lines[0].passUrl).toMatch(
        new RegExp(`/attendance/pass/${seat.attendanceCode}$`),
      );
    });

    it('keeps sessions, and their attendance, when the event is saved, and refuses to drop an attended one', async () => {
      const event = await eventWithSeats(ctx, staff, { seats: 1 });
      await scanIn(coordinator, event.sessionIds[0], event.seats[0].attendanceCode).expect(201);
      const current = (await staff.post('/admin/event/getbyid', { id: event.eventId }).expect(200)).body;
      const body = {
        id: current.id,
        courseId: current.courseId,
        venueId: current.venueId,
        capacity: current.capacity,
        feeCents: current.feeCents,
        published: current.published,
        sessions: current.sessions.map((session: Record<string, unknown>) => ({
          id: session.id,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
        })),
      };
      const saved = await staff
        .post('/admin/event/update', { ...body, remarks: 'Moved to level 2' })
        .expect(200);
      expect(saved.body.sessions.map((session: { id: number }) => session.id)).toEqual(event.sessionIds);
      const later = new Date(currentTime().getTime() + 86_400_000);
      const refused = await staff
        .post('/admin/event/update', {
          ...body,
          sessions: [
            { startsAt: later.toISOString(), endsAt: new Date(later.getTime() + 3_600_000).toISOString() },
          ],
        })
        .expect(409);
      expect(refused.body.message).toMatch(/cannot be removed: 1 attendance record refer to it$/);
      const unknown = await staff
        .post('/admin/event/update', { ...body, sessions: [{ ...body.sessions[0], id: 99_999_999 }] })
        .expect(400);
      expect(unknown.body.errors).toEqual({ sessions: ['Session 99999999 is not a session of this event'] });
    });
  });
});
