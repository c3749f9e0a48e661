import { optionalText } from '@/shared/formValues';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import { isoToSingaporeLocal, joinLocal, localDate, singaporeLocalToIso } from '@/shared/singaporeTime';
import type { Event, EventCopy, EventInput } from './eventTypes';

/** One session row: start and end as `datetime-local` values in Singapore time, '' when empty. */
export interface SessionFormValues {
  startsAt: string;
  endsAt: string;
  timeslotId: number | null;
  classroomId: number | null;
}

/** What the form holds, by API name; the fee is in dollars, the registration dates YYYY-MM-DD or ''. */
export interface EventFormValues {
  courseId: number | null;
  title: string;
  venueId: number | null;
  classroomId: number | null;
  resPaperId: number | null;
  capacity: number | null;
  feeCents: number | null;
  registrationOpensOn: string;
  registrationClosesOn: string;
  published: boolean;
  remarks: string;
  trainerIds: number[];
  facilitatorIds: number[];
  sessions: SessionFormValues[];
}

/** The plain fields that take the server's field errors. */
export const eventFieldNames = [
  'courseId',
  'title',
  'venueId',
  'classroomId',
  'resPaperId',
  'capacity',
  'feeCents',
  'registrationOpensOn',
  'registrationClosesOn',
  'published',
  'remarks',
  'trainerIds',
  'facilitatorIds',
] as const;

/** Form.List fields: errors on one of their rows' cells (`sessions.1.endsAt`) show on that cell. */
export const eventListNames = ['sessions'] as const;

/** Labels for the form, the view page and the change log's Field column. */
export const eventFieldLabels: Readonly<Record<string, string>> = {
  courseId: 'Course',
  title: 'Title',
  venueId: 'Venue',
  classroomId: 'Classroom',
  resPaperId: 'RES paper',
  capacity: 'Capacity',
  feeCents: 'Fee',
  registrationOpensOn: 'Registration opens',
  registrationClosesOn: 'Registration closes',
  published: 'Published',
  remarks: 'Remarks',
  trainerIds: 'Trainers',
  facilitatorIds: 'Facilitators',
  sessions: 'Sessions',
  startsAt: 'Starts',
  endsAt: 'Ends',
  status: 'Status',
};

/** The RES kinds (`restypes` codes) whose events are for one RES paper, as the server checks it. */
export const resPaperKinds: readonly string[] = ['REVISION', 'REFRESHER'];

/** The spec's session rule, checked before sending and answered by the server in the same words. */
export const sessionTimeMessage = 'Session time schedule: the end time must be greater than the start time';

/** The spec's warning before a change of course clears the sessions. */
export const changeCourseWarning = 'Warning: changing course clears sessions';

export const noSessionsMessage = 'Add at least one session';

/** Whether a session's end is after its start; a missing or malformed time is left to the required check. */
export function sessionEndsAfterStart(startsAt: string, endsAt: string): boolean {
  const start = singaporeLocalToIso(startsAt);
  const end = singaporeLocalToIso(endsAt);
  return start === null || end === null || end > start;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Whether a required field is empty: course, venue, capacity, fee, and each session's start and end. */
export function requiredMissing(values: Partial<EventFormValues>): boolean {
  const fields = [values.courseId, values.venueId, values.capacity, values.feeCents];
  const sessions = values.sessions ?? [];
  return (
    fields.some(isEmpty) ||
    sessions.length === 0 ||
    sessions.some((session) => isEmpty(session?.startsAt) || isEmpty(session?.endsAt))
  );
}

/**
 * A timeslot's times on a session's day (the start's date, else the end's): null when no day is chosen yet.
 * A timeslot ending at or before it starts runs past midnight, which the session rule then reports.
 */
export function timeslotTimes(
  session: Pick<SessionFormValues, 'startsAt' | 'endsAt'>,
  timeslot: Readonly<Record<string, unknown>>,
): Pick<SessionFormValues, 'startsAt' | 'endsAt'> | null {
  const day = localDate(session.startsAt) ?? localDate(session.endsAt);
  const { startTime, endTime } = timeslot;
  if (!day || typeof startTime !== 'string' || typeof endTime !== 'string') return null;
  return { startsAt: joinLocal(day, startTime), endsAt: joinLocal(day, endTime) };
}

export const emptySession: SessionFormValues = {
  startsAt: '',
  endsAt: '',
  timeslotId: null,
  classroomId: null,
};

/** The form's starting values: a record to edit, a duplicate's unsaved copy, or nothing for a new event. */
export function initialEventValues(source: Event | EventCopy | null): EventFormValues {
  return {
    courseId: source?.courseId ?? null,
    title: source?.title ?? '',
    venueId: source?.venueId ?? null,
    classroomId: source?.classroomId ?? null,
    resPaperId: source?.resPaperId ?? null,
    capacity: source?.capacity ?? null,
    feeCents: typeof source?.feeCents === 'number' ? centsToDollars(source.feeCents) : null,
    registrationOpensOn: source?.registrationOpensOn ?? '',
    registrationClosesOn: source?.registrationClosesOn ?? '',
    published: source?.published ?? false,
    remarks: source?.remarks ?? '',
    trainerIds: source?.trainerIds ?? [],
    facilitatorIds: source?.facilitatorIds ?? [],
    sessions: (source?.sessions ?? []).map((session) => ({
      startsAt: isoToSingaporeLocal(session.startsAt),
      endsAt: isoToSingaporeLocal(session.endsAt),
      timeslotId: session.timeslotId,
      classroomId: session.classroomId,
    })),
  };
}

/**
 * The JSON to send: dollars become cents, session times Singapore → ISO, empty inputs null. An empty title
 * is left out, so the server uses the course's.
 */
export function toEventInput(values: EventFormValues, id?: number): EventInput {
  const title = optionalText(values.title);
  return {
    ...(id === undefined ? {} : { id }),
    // The form requires these; 0 would only reach the server if that check were skipped, which then refuses it.
    courseId: values.courseId ?? 0,
    ...(title === null ? {} : { title }),
    venueId: values.venueId ?? 0,
    classroomId: values.classroomId ?? null,
    resPaperId: values.resPaperId ?? null,
    capacity: values.capacity ?? 0,
    feeCents: dollarsToCents(values.feeCents ?? 0),
    registrationOpensOn: optionalText(values.registrationOpensOn),
    registrationClosesOn: optionalText(values.registrationClosesOn),
    published: Boolean(values.published),
    remarks: optionalText(values.remarks),
    trainerIds: values.trainerIds ?? [],
    facilitatorIds: values.facilitatorIds ?? [],
    sessions: (values.sessions ?? []).map((session) => ({
      startsAt: singaporeLocalToIso(session.startsAt) ?? session.startsAt,
      endsAt: singaporeLocalToIso(session.endsAt) ?? session.endsAt,
      timeslotId: session.timeslotId ?? null,
      classroomId: session.classroomId ?? null,
    })),
  };
}
