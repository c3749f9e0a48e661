export const eventStatuses = ['Active', 'Archived'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export interface EventSession {
  id: number;
  eventId: number;
  /** ISO UTC. */
  startsAt: string;
  endsAt: string;
  timeslotId: number | null;
  classroomId: number | null;
}

/** What staff enter about an event, besides its title and sessions. */
interface EventFields {
  courseId: number;
  venueId: number;
  classroomId: number | null;
  /** Paper 1 or Paper 2: only on a RES revision or refresher course's events. */
  resPaperId: number | null;
  capacity: number;
  feeCents: number;
  /** YYYY-MM-DD. */
  registrationOpensOn: string | null;
  registrationClosesOn: string | null;
  published: boolean;
  remarks: string | null;
  trainerIds: number[];
  facilitatorIds: number[];
}

export interface Event extends EventFields {
  id: number;
  title: string;
  /** The first session's start and the last session's end, ISO UTC. */
  startsAt: string | null;
  endsAt: string | null;
  status: EventStatus;
  sessions: EventSession[];
  createdAt: string;
  updatedAt: string;
}

/** What `GET /admin/event/duplicate/{id}` answers: an unsaved copy (no sessions) for the create form. */
export type EventCopy = Omit<Event, 'id' | 'createdAt' | 'updatedAt'> & { id?: undefined };

export interface EventSessionInput {
  startsAt: string;
  endsAt: string;
  timeslotId: number | null;
  classroomId: number | null;
}

/** The JSON body of create and update: no id creates, an id updates. */
export interface EventInput extends EventFields {
  id?: number;
  title?: string;
  /** At least one; the whole set is replaced on update. */
  sessions: EventSessionInput[];
}

export interface UpcomingEvents {
  upcoming: Event[];
  counts: { upcoming: number; ongoing: number; past: number };
}

/** What the public upcoming routes answer for one event. */
export interface PublicEvent {
  id: number;
  courseId: number;
  title: string;
  venueId: number;
  capacity: number;
  feeCents: number;
  startsAt: string | null;
  endsAt: string | null;
  registrationClosesOn: string | null;
  sessions: { id: number; startsAt: string; endsAt: string; timeslotId: number | null }[];
  /** The course's RES kind (Course, Revision, Refresher, Booster) and the RES paper the event is for. */
  resKind?: string | null;
  resPaperId?: number | null;
  resPaperName?: string | null;
}

/** One entry of `GET /admin/courses/getall`, for the event form's course picker. */
export interface CourseOption {
  id: number;
  code: string;
  title: string;
  courseTypeName: string;
  feeCents: number;
  /** Its RES kind (`restypes` entry), for the fields only RES revision and refresher events have. */
  resTypeId: number | null;
}
