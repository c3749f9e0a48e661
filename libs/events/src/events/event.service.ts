import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery, LoadStrategy, LockMode } from '@mikro-orm/core';
import {
  ACTIVE_LOOKUP,
  activeLookupIds,
  type ChangeLogResponse,
  ChangeLogService,
  conflict,
  currentTime,
  describeUsage,
  fieldError,
  type FieldErrors,
  fieldErrors,
  findPage,
  findUsage,
  notFound,
  type Page,
  type PageQueryDto,
  type RecordLifecycle,
} from '@app/core';
import { Course, CourseStatus } from '@app/courses';
import { Facilitator, PersonStatus, Trainer } from '@app/people';
import {
  type EventInput,
  type EventQueryDto,
  type EventResponse,
  type SessionInput,
  type SessionResponse,
  type TimeFilter,
  toEventResponse,
  toSessionResponse,
} from './event.dto';
import { Event, EventFee, EventSession, EventStatus } from './event.entity';

const POPULATE = ['sessions', 'trainers', 'facilitators', 'fees'] as const;
/** The RES kinds (`res_type` codes) whose events prepare for one paper. */
export const RES_PAPER_KINDS = ['REVISION', 'REFRESHER'];
const END_BEFORE_START = 'Session time schedule: the end time must be greater than the start time';

/** The spec's time filter as a condition on the event's first start and last end. */
export const timeCondition = (time: TimeFilter | undefined, now: Date): Record<string, unknown> => {
  switch (time) {
    case 'Upcoming':
      return { startsAt: { $gt: now } };
    case 'Past':
      return { endsAt: { $lt: now } };
    case 'Ongoing':
      return { startsAt: { $lte: now }, endsAt: { $gte: now } };
    case 'Upcoming & Ongoing':
      return { endsAt: { $gte: now } };
    case 'All':
    case undefined:
      return {};
  }
};

@Injectable()
export class EventService implements RecordLifecycle {
  constructor(
    private readonly em: EntityManager,
    private readonly changeLogs: ChangeLogService,
  ) {}

  private when(base: Record<string, unknown>, time: TimeFilter, now: Date): FilterQuery<Event> {
    return { ...base, ...timeCondition(time, now) };
  }

  private async load(id: number, lock?: LockMode): Promise<Event> {
    const event = await this.em.findOne(Event, id, {
      populate: POPULATE,
      ...(lock ? { lockMode: lock, strategy: LoadStrategy.SELECT_IN } : {}),
    });
    if (!event) throw notFound(`Event ${id}`);
    return event;
  }

  async get(id: number): Promise<EventResponse> {
    return toEventResponse(await this.load(id));
  }

  async withCourse(
    id: number,
  ): Promise<EventResponse & { course: { id: number; code: string; title: string } }> {
    const event = await this.load(id);
    const course = await this.em.findOneOrFail(Course, event.courseId);
    return { ...toEventResponse(event), course: { id: course.id, code: course.code, title: course.title } };
  }

  page(query: EventQueryDto, now = currentTime()): Promise<Page<EventResponse>> {
    return findPage(this.em, Event, query, {
      where: {
        ...timeCondition(query.time, now),
        ...(query.status ? { status: query.status } : {}),
        ...(query.courseId ? { courseId: query.courseId } : {}),
      },
      searchFields: ['title'],
      sortable: ['startsAt', 'title', 'capacity', 'feeCents', 'createdAt'],
      defaultSort: { startsAt: 'asc', id: 'asc' },
      populate: POPULATE as never,
      map: toEventResponse,
    });
  }

  /**
   * The active events that have not ended (what a form picks from), in start order. Every event of
   * ten years at once was 1.5 s and 440 MiB of entities; past ones page through `events/filter`.
   */
  async active(now = currentTime()): Promise<EventResponse[]> {
    const events = await this.em.find(
      Event,
      { status: EventStatus.Active, $or: [{ endsAt: { $gte: now } }, { endsAt: null }] },
      { populate: POPULATE, orderBy: { startsAt: 'asc' }, strategy: LoadStrategy.SELECT_IN },
    );
    return events.map(toEventResponse);
  }

  /** The dashboard's next events and counts by time. */
  async dashboard(
    now = currentTime(),
  ): Promise<{ upcoming: EventResponse[]; counts: Record<'upcoming' | 'ongoing' | 'past', number> }> {
    const active = { status: EventStatus.Active };
    const [upcoming, upcomingCount, ongoing, past] = await Promise.all([
      this.em.find(
        Event,
        { ...active, ...timeCondition('Upcoming', now) },
        { populate: POPULATE, orderBy: { startsAt: 'asc' }, limit: 10 },
      ),
      this.em.count(Event, { ...active, ...timeCondition('Upcoming', now) }),
      this.em.count(Event, { ...active, ...timeCondition('Ongoing', now) }),
      this.em.count(Event, { ...active, ...timeCondition('Past', now) }),
    ]);
    return { upcoming: upcoming.map(toEventResponse), counts: { upcoming: upcomingCount, ongoing, past } };
  }

  history(id: number, query: PageQueryDto): Promise<Page<ChangeLogResponse>> {
    return this.changeLogs.history('Event', id, query);
  }

  /** An unsaved copy for the create form (a GET must not write): same course, place and people, no sessions. */
  async duplicate(id: number) {
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      sessions: _sessions,
      startsAt: _start,
      endsAt: _end,
      ...copy
    } = await this.get(id);
    return { ...copy, published: false, status: EventStatus.Active, sessions: [] };
  }

  /** Creates or updates an event with its whole set of sessions, trainers and facilitators. */
  async save(input: EventInput): Promise<EventResponse> {
    const course = await this.checked(input);
    return this.em.transactional(async () => {
      const event = input.id
        ? await this.load(input.id, LockMode.PESSIMISTIC_WRITE)
        : this.em.create(Event, {} as Event);
      const sessions = [...input.sessions]
        .map((session) => ({
          ...session,
          startsAt: new Date(session.startsAt),
          endsAt: new Date(session.endsAt),
        }))
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      this.em.assign(event, {
        courseId: input.courseId,
        title: input.title?.trim() || course.title,
        venueId: input.venueId,
        classroomId: input.classroomId ?? null,
        resPaperId: input.resPaperId ?? null,
        capacity: input.capacity,
        feeCents: input.feeCents,
        registrationOpensOn: input.registrationOpensOn ?? null,
        registrationClosesOn: input.registrationClosesOn ?? null,
        published: input.published ?? event.published ?? false,
        remarks: input.remarks?.trim() || null,
        startsAt: sessions[0].startsAt,
        endsAt: sessions.reduce(
          (last, session) => (session.endsAt > last ? session.endsAt : last),
          sessions[0].endsAt,
        ),
      });
      event.sessions.set(await this.keptSessions(event, sessions));
      const fees = new Map(event.fees.getItems().map((fee) => [fee.participantTypeId, fee]));
      event.fees.set(
        (input.fees ?? []).map((fee) =>
          fees.has(fee.participantTypeId)
            ? this.em.assign(fees.get(fee.participantTypeId)!, { feeCents: fee.feeCents })
            : this.em.create(EventFee, {
                event,
                participantTypeId: fee.participantTypeId,
                feeCents: fee.feeCents,
              }),
        ),
      );
      event.trainers.set((input.trainerIds ?? []).map((id) => this.em.getReference(Trainer, id)));
      event.facilitators.set((input.facilitatorIds ?? []).map((id) => this.em.getReference(Facilitator, id)));
      await this.em.flush();
      return toEventResponse(await this.load(event.id));
    });
  }

  /**
   * The event's new set of sessions. A session named by id, or else one with the same times, is
   * kept and updated, so attendance recorded against it stays; one left out is removed, unless
   * something (attendance) refers to it.
   */
  private async keptSessions(
    event: Event,
    inputs: (Omit<SessionInput, 'startsAt' | 'endsAt'> & { startsAt: Date; endsAt: Date })[],
  ): Promise<EventSession[]> {
    const unmatched = new Map(
      event.sessions.isInitialized() ? event.sessions.getItems().map((session) => [session.id, session]) : [],
    );
    const unknown = inputs.find((input) => input.id !== undefined && !unmatched.has(input.id));
    if (unknown) throw fieldError('sessions', `Session ${unknown.id} is not a session of this event`);
    const sameTimes = (session: EventSession, input: { startsAt: Date; endsAt: Date }) =>
      session.startsAt.getTime() === input.startsAt.getTime() &&
      session.endsAt.getTime() === input.endsAt.getTime();
    const kept = inputs.map((input) => {
      const existing =
        (input.id !== undefined ? unmatched.get(input.id) : undefined) ??
        [...unmatched.values()].find((session) => input.id === undefined && sameTimes(session, input));
      const values = {
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        timeslotId: input.timeslotId ?? null,
        classroomId: input.classroomId ?? null,
      };
      if (!existing) return this.em.create(EventSession, { event, ...values });
      unmatched.delete(existing.id);
      return this.em.assign(existing, values);
    });
    for (const removed of unmatched.values()) {
      const usages = await findUsage(this.em, 'event_session', removed.id);
      if (usages.length > 0) {
        throw conflict(
          'SESSION_IN_USE',
          `The session of ${removed.startsAt.toISOString()} cannot be removed: ${describeUsage(usages)} refer to it`,
        );
      }
    }
    return kept;
  }

  /** Every rule across fields, reported together as field errors. */
  private async checked(input: EventInput): Promise<Course> {
    const errors: FieldErrors = {};
    const course = await this.em.findOne(Course, input.courseId);
    if (!course || course.status !== CourseStatus.Active)
      errors.courseId = ['Course must be an active course'];
    if (!(await this.em.count('Venue', { id: input.venueId, status: ACTIVE_LOOKUP })))
      errors.venueId = ['Venue must be an active venue'];
    // One query per kind of reference, however many sessions the event has.
    const classroomIds = [input.classroomId, ...input.sessions.map((session) => session.classroomId)].filter(
      (id): id is number => typeof id === 'number',
    );
    const timeslotIds = input.sessions
      .map((session) => session.timeslotId)
      .filter((id): id is number => typeof id === 'number');
    const validClassrooms = await activeLookupIds(this.em, 'Classroom', classroomIds, {
      venueId: input.venueId,
    });
    const validTimeslots = await activeLookupIds(this.em, 'SessionTimeslot', timeslotIds);
    if (input.classroomId && !validClassrooms.has(input.classroomId))
      errors.classroomId = ['Classroom must be an active classroom of the venue'];
    for (const [index, session] of input.sessions.entries()) {
      if (new Date(session.endsAt) <= new Date(session.startsAt))
        errors[`sessions.${index}.endsAt`] = [END_BEFORE_START];
      if (session.classroomId && !validClassrooms.has(session.classroomId)) {
        errors[`sessions.${index}.classroomId`] = ['Classroom must be an active classroom of the venue'];
      }
      if (session.timeslotId && !validTimeslots.has(session.timeslotId)) {
        errors[`sessions.${index}.timeslotId`] = ['Timeslot must be an active session timeslot'];
      }
    }
    if (input.resPaperId) {
      if (!(await activeLookupIds(this.em, 'ResPaper', [input.resPaperId])).has(input.resPaperId))
        errors.resPaperId = ['RES paper must be an active RES paper'];
      else if (course && !(await this.takesResPaper(course)))
        errors.resPaperId = [
          'Only the events of a RES revision or refresher course prepare for one RES paper',
        ];
    }
    const feeTypes = (input.fees ?? []).map((fee) => fee.participantTypeId);
    const validTypes = await activeLookupIds(this.em, 'ParticipantType', feeTypes);
    feeTypes.forEach((typeId, index) => {
      if (!validTypes.has(typeId))
        errors[`fees.${index}.participantTypeId`] = ['Participant type must be an active entry'];
      else if (feeTypes.indexOf(typeId) !== index)
        errors[`fees.${index}.participantTypeId`] = ['Each participant type has one fee'];
    });
    if (
      input.registrationOpensOn &&
      input.registrationClosesOn &&
      input.registrationClosesOn < input.registrationOpensOn
    ) {
      errors.registrationClosesOn = ['Registration must close after it opens'];
    }
    const people = async (
      entity: typeof Trainer | typeof Facilitator,
      ids: number[] | undefined,
      field: string,
      label: string,
    ) => {
      const unique = [...new Set(ids ?? [])];
      if (
        unique.length &&
        (await this.em.count(entity, { id: { $in: unique }, status: PersonStatus.Active })) !== unique.length
      ) {
        errors[field] = [`${label} must be active ${label.toLowerCase()}`];
      }
    };
    await people(Trainer, input.trainerIds, 'trainerIds', 'Trainers');
    await people(Facilitator, input.facilitatorIds, 'facilitatorIds', 'Facilitators');
    if (Object.keys(errors).length || !course) throw fieldErrors(errors);
    return course;
  }

  /** Whether the course is a RES revision or refresher (its RES kind), whose events are for one paper. */
  private async takesResPaper(course: Course): Promise<boolean> {
    if (!course.resTypeId) return false;
    return (await this.em.count('ResType', { id: course.resTypeId, code: { $in: RES_PAPER_KINDS } })) > 0;
  }

  archive(id: number): Promise<EventResponse> {
    return this.setStatus(id, EventStatus.Archived);
  }

  unarchive(id: number): Promise<EventResponse> {
    return this.setStatus(id, EventStatus.Active);
  }

  private async setStatus(id: number, status: EventStatus): Promise<EventResponse> {
    return this.em.transactional(async () => {
      const event = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      event.status = status;
      await this.em.flush();
      return toEventResponse(event);
    });
  }

  /** Sessions go with the event; anything else that uses it (registrations) refuses the delete. */
  async remove(id: number): Promise<void> {
    await this.em.transactional(async () => {
      const event = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      const usages = await findUsage(this.em, 'event', id);
      if (usages.length)
        throw conflict('IN_USE', `${event.title} is used by ${describeUsage(usages)}; archive it instead`);
      this.em.remove(event);
      await this.em.flush();
    });
  }

  async sessions(eventId: number): Promise<SessionResponse[]> {
    return (await this.load(eventId)).sessions.getItems().map(toSessionResponse);
  }

  async session(id: number, publicOnly = false): Promise<SessionResponse> {
    const session = await this.em.findOne(EventSession, id, { populate: ['event'] });
    if (!session || (publicOnly && !this.isPublic(session.event))) throw notFound(`Session ${id}`);
    return toSessionResponse(session);
  }

  upcomingSessions(query: PageQueryDto, now = currentTime()): Promise<Page<SessionResponse>> {
    return findPage(this.em, EventSession, query, {
      where: { endsAt: { $gte: now }, event: { status: EventStatus.Active } },
      searchFields: [],
      sortable: ['startsAt'],
      defaultSort: { startsAt: 'asc', id: 'asc' },
      populate: ['event'] as never,
      map: toSessionResponse,
    });
  }

  private isPublic(event: Event): boolean {
    return event.published && event.status === EventStatus.Active;
  }

  /** Active course types, each with its upcoming and ongoing active events (spec 7.11 getallwithevents). */
  async courseTypesWithEvents(
    now = currentTime(),
  ): Promise<{ id: number; code: string | null; name: string; events: EventResponse[] }[]> {
    const types = await this.em.find<{
      id: number;
      code: string | null;
      name: string;
      status: string;
      sortOrder: number;
    }>('CourseType', { status: ACTIVE_LOOKUP }, { orderBy: { sortOrder: 'asc', name: 'asc' } });
    const events = await this.em.find(
      Event,
      this.when({ status: EventStatus.Active }, 'Upcoming & Ongoing', now),
      { populate: POPULATE, orderBy: { startsAt: 'asc' } },
    );
    const courses = await this.em.find(Course, {
      id: { $in: [...new Set(events.map((event) => event.courseId))] },
    });
    const typeOfCourse = new Map(courses.map((course) => [course.id, course.courseTypeId]));
    return types.map((type) => ({
      id: type.id,
      code: type.code,
      name: type.name,
      events: events.filter((event) => typeOfCourse.get(event.courseId) === type.id).map(toEventResponse),
    }));
  }

  /** Other upcoming events of the same course family, to suggest next to one a person is looking at. */
  async recommend(courseId: number, excludeEventId?: number, now = currentTime()): Promise<EventResponse[]> {
    const course = await this.em.findOne(Course, courseId);
    if (!course) throw notFound(`Course ${courseId}`);
    const events = await this.em.find(
      Event,
      {
        status: EventStatus.Active,
        startsAt: { $gt: now },
        courseId: { courseTypeId: course.courseTypeId },
        ...(excludeEventId ? { id: { $ne: excludeEventId } } : {}),
      } as FilterQuery<Event>,
      { populate: POPULATE, orderBy: { startsAt: 'asc' }, limit: 5 },
    );
    return events.map(toEventResponse);
  }

  /** Every session of the events a trainer teaches, soonest first. */
  async trainerSessions(trainerId: number): Promise<SessionResponse[]> {
    if (!(await this.em.count(Trainer, trainerId))) throw notFound(`Trainer ${trainerId}`);
    const sessions = await this.em.find(
      EventSession,
      { event: { trainers: trainerId, status: EventStatus.Active } },
      { populate: ['event'], orderBy: { startsAt: 'asc' } },
    );
    return sessions.map(toSessionResponse);
  }

  /** Upcoming sessions of one course family (by course-type code), for the back office's schedule view. */
  async familySessions(familyCode: string, now = currentTime()): Promise<SessionResponse[]> {
    const sessions = await this.em.find(
      EventSession,
      {
        endsAt: { $gte: now },
        event: { status: EventStatus.Active, courseId: { courseTypeId: { code: familyCode } } },
      } as FilterQuery<EventSession>,
      { populate: ['event'], orderBy: { startsAt: 'asc' }, limit: 500 },
    );
    return sessions.map(toSessionResponse);
  }
}
