import {
  assessmentEligibility,
  attendanceRowKey,
  cameraProblem,
  countsText,
  createRepeatFilter,
  defaultSessionId,
  hasAttendancePass,
  initialCounts,
  isOutboxStatus,
  recordIdsOf,
  rowFlags,
  scanTone,
  seatIdsOf,
  skippedReasons,
  targetsOf,
  withRecent,
  type ScanOutcome,
} from './attendance';
import type { AttendanceRow, AttendanceSummary, ScanResult, TodaySession } from './attendanceTypes';
import { attendancePassUrl, attendancePaths } from './paths';

const row = (overrides: Partial<AttendanceRow> = {}): AttendanceRow => ({
  id: 7,
  registrationEventId: 40,
  regNo: 'REG-2026-000040',
  lineStatus: 'Confirmed',
  participantId: 3,
  participantName: 'Tan Mei Ling',
  nric: 'S****567D',
  mobileNo: '91234567',
  email: 'mei@example.com',
  eventId: 9,
  sessionId: 11,
  sessionStartsAt: '2026-12-01T01:00:00.000Z',
  sessionEndsAt: '2026-12-01T09:00:00.000Z',
  scannedInAt: '2026-12-01T00:58:00.000Z',
  scannedOutAt: null,
  late: false,
  absent: false,
  noScanOut: false,
  noPoints: false,
  extended: false,
  verification: 10,
  attended: false,
  ...overrides,
});

const result = (overrides: Partial<AttendanceRow> = {}): ScanResult => ({
  row: row(overrides),
  eventTitle: 'RES Paper 1',
  message: 'Scanned in on time',
  counts: { registered: 3, scannedIn: 1, scannedOut: 0 },
});

describe('the scan result panel', () => {
  const scanned = (mode: 'in' | 'out', late: boolean): ScanOutcome => ({
    kind: 'scanned',
    mode,
    code: 'ABCDEFGH2345',
    result: result({ late }),
  });

  it('is green on time, orange for a late scan-in and red for a refusal', () => {
    expect(scanTone(scanned('in', false))).toBe('success');
    expect(scanTone(scanned('in', true))).toBe('late');
    expect(
      scanTone({ kind: 'refused', mode: 'in', code: 'X', message: 'Participant is already scanned' }),
    ).toBe('error');
  });

  it('does not call a late participant’s scan-out late', () => {
    expect(scanTone(scanned('out', true))).toBe('success');
  });

  it('counts scanned in of registered', () => {
    expect(countsText({ registered: 3, scannedIn: 1 })).toBe('1 / 3');
  });

  it('keeps the ten newest scans, newest first', () => {
    const recent = Array.from({ length: 10 }, (_, index) => index);
    expect(withRecent(recent, 99)).toEqual([99, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(withRecent([], 1)).toEqual([1]);
  });
});

describe('camera reads', () => {
  it('takes a code once while it is held up, and again once it was away for the window', () => {
    const isRepeat = createRepeatFilter(3000);
    expect(isRepeat('A', 0)).toBe(false);
    expect(isRepeat('A', 500)).toBe(true);
    expect(isRepeat('A', 3000)).toBe(true);
    expect(isRepeat('B', 3100)).toBe(false);
    expect(isRepeat('A', 6500)).toBe(false);
  });

  it('says why the camera did not start', () => {
    const named = (name: string) => Object.assign(new Error('denied'), { name });
    expect(cameraProblem(named('NotAllowedError'), true)).toMatch(/not allowed/);
    expect(cameraProblem(named('NotFoundError'), true)).toMatch(/No camera/);
    expect(cameraProblem(named('NotReadableError'), true)).toMatch(/in use/);
    expect(cameraProblem(new Error('boom'), true)).toBe('The camera could not be started: boom.');
    expect(cameraProblem(named('NotAllowedError'), false)).toMatch(/secure \(https\)/);
  });
});

describe('a session’s counts before the first scan', () => {
  const today: TodaySession[] = [
    {
      sessionId: 11,
      eventId: 9,
      eventTitle: 'RES Paper 1',
      venueName: 'Main hall',
      startsAt: '2026-12-01T01:00:00.000Z',
      endsAt: '2026-12-01T09:00:00.000Z',
      registered: 30,
      scannedIn: 4,
      scannedOut: 0,
    },
  ];
  const summary = {
    sessions: [
      {
        sessionId: 12,
        startsAt: '2026-12-02T01:00:00.000Z',
        endsAt: '2026-12-02T09:00:00.000Z',
        registered: 30,
        scannedIn: 0,
        scannedOut: 0,
        late: 0,
        absent: 0,
        verified: 0,
      },
    ],
  } as unknown as AttendanceSummary;

  it('come from today’s sessions, else from the event’s summary', () => {
    expect(initialCounts(11, today, summary)).toEqual({ registered: 30, scannedIn: 4, scannedOut: 0 });
    expect(initialCounts(12, today, summary)).toEqual({ registered: 30, scannedIn: 0, scannedOut: 0 });
    expect(initialCounts(13, today, undefined)).toBeNull();
  });

  it('opens an event on the session under way or next, else the last', () => {
    const sessions = [
      { sessionId: 1, endsAt: '2026-12-01T09:00:00.000Z' },
      { sessionId: 2, endsAt: '2026-12-02T09:00:00.000Z' },
    ];
    expect(defaultSessionId(sessions, new Date('2026-11-30T00:00:00Z'))).toBe(1);
    expect(defaultSessionId(sessions, new Date('2026-12-01T10:00:00Z'))).toBe(2);
    expect(defaultSessionId(sessions, new Date('2026-12-03T00:00:00Z'))).toBe(2);
    expect(defaultSessionId([])).toBeNull();
  });
});

describe('bulk actions on rows', () => {
  const rows = [
    row(),
    row({ id: null, sessionId: 12 }),
    row({ id: 8, registrationEventId: 41, regNo: 'REG-2026-000041' }),
  ];

  it('acts on seats at sessions', () => {
    expect(targetsOf(rows)).toEqual([
      { registrationEventId: 40, sessionId: 11 },
      { registrationEventId: 40, sessionId: 12 },
      { registrationEventId: 41, sessionId: 11 },
    ]);
    expect(attendanceRowKey(rows[1])).toBe('40:12');
  });

  it('names each seat once', () => {
    expect(seatIdsOf(rows)).toEqual([40, 41]);
  });

  it('resends e-mails only for rows with something recorded', () => {
    expect(recordIdsOf(rows)).toEqual([7, 8]);
    expect(recordIdsOf([row({ id: null })])).toEqual([]);
  });

  it('says why seats were not e-mailed, each reason once', () => {
    expect(
      skippedReasons([
        { id: 1, reason: 'No scan-in yet' },
        { id: 2, reason: 'No e-mail address' },
        { id: 3, reason: 'No scan-in yet' },
      ]),
    ).toEqual(['No scan-in yet (2)', 'No e-mail address (1)']);
  });

  it('tags what is marked on a row', () => {
    expect(rowFlags(row()).map((flag) => flag.label)).toEqual([]);
    expect(rowFlags(row({ late: true, noPoints: true })).map((flag) => flag.label)).toEqual([
      'Late',
      'No points',
    ]);
  });
});

describe('third-party assessment eligibility', () => {
  /** A seat's rows at sessions 11, 12, ...: attended where `attended` says so. */
  const seat = (registrationEventId: number, attended: boolean[], overrides: Partial<AttendanceRow> = {}) =>
    attended.map((value, index) =>
      row({
        registrationEventId,
        regNo: `REG-2026-0000${registrationEventId}`,
        participantName: `Seat ${registrationEventId}`,
        sessionId: 11 + index,
        attended: value,
        ...overrides,
      }),
    );
  const standing = (rows: AttendanceRow[]) =>
    assessmentEligibility(rows).map(({ attended, sessions, percent, eligible }) => ({
      attended,
      sessions,
      percent,
      eligible,
    }));

  it('is eligible with every session attended', () => {
    expect(standing(seat(40, [true, true, true]))).toEqual([
      { attended: 3, sessions: 3, percent: 100, eligible: true },
    ]);
  });

  it('is eligible at exactly 75%: 3 of 4', () => {
    expect(standing(seat(40, [true, false, true, true]))).toEqual([
      { attended: 3, sessions: 4, percent: 75, eligible: true },
    ]);
  });

  it('is not eligible at 2 of 3, shown rounded down to 66%', () => {
    expect(standing(seat(40, [true, true, false]))).toEqual([
      { attended: 2, sessions: 3, percent: 66, eligible: false },
    ]);
  });

  it('takes the threshold it is given', () => {
    expect(assessmentEligibility(seat(40, [true, true, false]), 0.6)[0].eligible).toBe(true);
  });

  it('leaves rescheduled seats out', () => {
    const rows = [...seat(40, [true]), ...seat(41, [true], { lineStatus: 'Rescheduled' })];
    expect(assessmentEligibility(rows).map((entry) => entry.registrationEventId)).toEqual([40]);
  });

  it('groups the rows of several seats, in the order the seats first appear', () => {
    const [first, second] = seat(42, [true, false]);
    const rows = [first, ...seat(40, [false, false]), second, ...seat(41, [true, true])];
    expect(assessmentEligibility(rows)).toEqual([
      {
        registrationEventId: 42,
        participantId: 3,
        participantName: 'Seat 42',
        nric: 'S****567D',
        regNo: 'REG-2026-000042',
        attended: 1,
        sessions: 2,
        percent: 50,
        eligible: false,
      },
      expect.objectContaining({ registrationEventId: 40, attended: 0, sessions: 2, percent: 0 }),
      expect.objectContaining({ registrationEventId: 41, attended: 2, sessions: 2, eligible: true }),
    ]);
  });
});

describe('passes', () => {
  it('are shown for seats that can be scanned', () => {
    expect(hasAttendancePass('Confirmed')).toBe(true);
    expect(hasAttendancePass('Attended')).toBe(true);
    expect(hasAttendancePass('Draft')).toBe(false);
    expect(hasAttendancePass('Voided')).toBe(false);
  });

  it('encode the pass page’s full address', () => {
    expect(attendancePassUrl('https://training.example.com', 'ABCDEFGH2345')).toBe(
      'https://training.example.com/attendance/pass/ABCDEFGH2345',
    );
  });

  it('know the outbox statuses', () => {
    expect(isOutboxStatus('sent')).toBe(true);
    expect(isOutboxStatus('bounced')).toBe(false);
  });
});

describe('attendance paths', () => {
  it('carry the event and scan-out mode of the scanning screen in its query', () => {
    expect(attendancePaths.scan(11)).toBe('/admin/attendance/scan/11');
    expect(attendancePaths.scan(11, 9)).toBe('/admin/attendance/scan/11?eventId=9');
    expect(attendancePaths.scan(11, 9, 'out')).toBe('/admin/attendance/scan/11?eventId=9&mode=out');
    expect(attendancePaths.event(9)).toBe('/admin/attendance/events/9');
  });
});
