import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  CheckPolicies,
  IdDto,
  type Page,
  PageQueryDto,
  Public,
  PublicRead,
  type PublicReadOptions,
  requireId,
  IdPipe,
} from '@app/core';
import { Course, FAMILY_CODES } from '@app/courses';
import { Event, EventFee, EventSession } from './event.entity';
import {
  EventInput,
  EventQueryDto,
  RecommendDto,
  ResPaperFilterDto,
  ScheduleFilterDto,
  TimeFilteredScheduleDto,
  type EventResponse,
  type PublicEventResponse,
  type SessionResponse,
} from './event.dto';
import { EventService } from './event.service';
import { PublicEventsQuery } from './public-events.query';
import { SEATS_SOURCE } from './seat-availability';

/**
 * The public event reads, kept in memory until an event, its sessions, fees or course, a name they
 * show from the configuration lists, or seats (a checkout, refund, void or transfer: the seat
 * ledger announces it after its commit) change. Five seconds bound what nothing announces: an event
 * starting (it leaves the upcoming lists), a hold running out (its seat shows free again). Checkout
 * counts seats under a lock, whatever a page showed. Browsers ask every time (304 while current).
 */
const EVENT_READ: PublicReadOptions = {
  sources: [
    Event.name,
    EventSession.name,
    EventFee.name,
    Course.name,
    SEATS_SOURCE,
    'Venue',
    'ParticipantType',
    'CourseType',
    'ResType',
  ],
  maxAgeSeconds: 0,
  keepSeconds: 5,
};

/** Back-office routes of events and their sessions. */
@Controller('admin')
export class EventsController {
  constructor(private readonly events: EventService) {}

  @Post('event/create')
  @CheckPolicies('create', 'Event')
  create(@Body() input: EventInput): Promise<EventResponse> {
    return this.events.save({ ...input, id: undefined });
  }

  @Post('event/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Event')
  update(@Body() input: EventInput): Promise<EventResponse> {
    return this.events.save(requireId(input));
  }

  @Post('event/getbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Event')
  get(@Body() dto: IdDto): Promise<EventResponse> {
    return this.events.get(dto.id);
  }

  @Post('event/getwithcoursebyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Event')
  withCourse(@Body() dto: IdDto) {
    return this.events.withCourse(dto.id);
  }

  /** A GET must not write: the copy goes to the create form, which saves it. */
  @Get('event/duplicate/:id')
  @CheckPolicies('create', 'Event')
  duplicate(@Param('id', IdPipe) id: number) {
    return this.events.duplicate(id);
  }

  @Get('events/getall')
  @CheckPolicies('read', 'Event')
  active(): Promise<EventResponse[]> {
    return this.events.active();
  }

  @Get('events/upcoming')
  @CheckPolicies('read', 'Dashboard')
  dashboard() {
    return this.events.dashboard();
  }

  @Get('events/filter')
  @CheckPolicies('read', 'Event')
  filter(@Query() query: EventQueryDto): Promise<Page<EventResponse>> {
    return this.events.page(query);
  }

  @Post('events/recommend')
  @HttpCode(200)
  @CheckPolicies('read', 'Event')
  recommend(@Body() dto: RecommendDto): Promise<EventResponse[]> {
    return this.events.recommend(dto.courseId, dto.eventId);
  }

  @Get('sessions/schedules/:courseType')
  @CheckPolicies('read', 'Session')
  familySessions(@Param('courseType') courseType: string): Promise<SessionResponse[]> {
    return this.events.familySessions(courseType);
  }

  /** Served here rather than with trainers: sessions belong to events, which depend on people. */
  @Get('trainer/get/session/:id')
  @CheckPolicies('read', 'Trainer')
  trainerSessions(@Param('id', IdPipe) id: number): Promise<SessionResponse[]> {
    return this.events.trainerSessions(id);
  }

  /** Listed with the configuration lists by the contract; served here because it needs events. */
  @Get('configurations/coursetypes/getallwithevents')
  @CheckPolicies('read', 'Configuration')
  courseTypesWithEvents() {
    return this.events.courseTypesWithEvents();
  }

  @Get('courses/events/:id')
  @CheckPolicies('read', 'Course')
  async ofCourse(@Param('id', IdPipe) id: number): Promise<EventResponse[]> {
    return (await this.events.page(Object.assign(new EventQueryDto(), { courseId: id, pageSize: 200 })))
      .items;
  }

  @Post('event/getallsessionsbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Session')
  sessions(@Body() dto: IdDto): Promise<SessionResponse[]> {
    return this.events.sessions(dto.id);
  }

  @Get('session/:id/get')
  @CheckPolicies('read', 'Session')
  session(@Param('id', IdPipe) id: number): Promise<SessionResponse> {
    return this.events.session(id);
  }

  @Get('sessions/getall')
  @CheckPolicies('read', 'Session')
  upcomingSessions(@Query() query: PageQueryDto): Promise<Page<SessionResponse>> {
    return this.events.upcomingSessions(query);
  }
}

/** What the public site reads: published, active events only, without internal fields. */
@Controller()
@Public()
export class PublicEventsController {
  constructor(
    private readonly events: EventService,
    private readonly publicEvents: PublicEventsQuery,
  ) {}

  @Get('event/:id/get')
  @PublicRead(EVENT_READ)
  event(@Param('id', IdPipe) id: number): Promise<PublicEventResponse> {
    return this.publicEvents.one(id);
  }

  @Post('event/byId')
  @HttpCode(200)
  eventById(@Body() dto: IdDto): Promise<PublicEventResponse> {
    return this.publicEvents.one(dto.id);
  }

  @Get('session/:id/get')
  session(@Param('id', IdPipe) id: number): Promise<SessionResponse> {
    return this.events.session(id, true);
  }

  @Post('session/byId')
  @HttpCode(200)
  sessionById(@Body() dto: IdDto): Promise<SessionResponse> {
    return this.events.session(dto.id, true);
  }

  @Get('events/get/bootcamp/upcoming')
  @PublicRead(EVENT_READ)
  bootcamp(): Promise<PublicEventResponse[]> {
    return this.publicEvents.list({ familyCodes: [FAMILY_CODES.bootcamp] });
  }

  /** RES events, optionally for one RES paper (`?paper=P1`). */
  @Get('events/get/res/upcoming')
  @PublicRead(EVENT_READ)
  res(@Query() filter: ResPaperFilterDto): Promise<PublicEventResponse[]> {
    return this.publicEvents.list({ familyCodes: [FAMILY_CODES.res], resPaperCode: filter.paper });
  }

  /** RES events of one kind: course, revision, refresher or booster (the RES type's code); `?paper=` as above. */
  @Get('events/get/res/upcoming/:kind')
  @PublicRead(EVENT_READ)
  resOfKind(@Param('kind') kind: string, @Query() filter: ResPaperFilterDto): Promise<PublicEventResponse[]> {
    return this.publicEvents.list({
      familyCodes: [FAMILY_CODES.res],
      resTypeCode: kind,
      resPaperCode: filter.paper,
    });
  }

  /** The public schedule: upcoming events, optionally of one family (course-type code) within dates. */
  @Get('events/filter/schedules')
  @PublicRead(EVENT_READ)
  schedules(@Query() filter: ScheduleFilterDto): Promise<PublicEventResponse[]> {
    return this.publicEvents.list({
      familyCodes: filter.courseType ? [filter.courseType] : undefined,
      from: filter.from,
      to: filter.to,
    });
  }

  /**
   * The time-filtered schedule (tfs): published events by the spec's event time filter (Upcoming,
   * Past, Ongoing, All, Upcoming & Ongoing), optionally of one family.
   */
  @Get('events/filter/tfs')
  @PublicRead(EVENT_READ)
  timeFiltered(@Query() filter: TimeFilteredScheduleDto): Promise<PublicEventResponse[]> {
    return this.publicEvents.list({
      familyCodes: filter.courseType ? [filter.courseType] : undefined,
      time: filter.time,
    });
  }

  /** Everything but RES, CPD and bootcamp, which have their own pages. */
  @Get('events/get/others/upcoming')
  @PublicRead(EVENT_READ)
  others(): Promise<PublicEventResponse[]> {
    return this.publicEvents.list({ familyCodes: ['40', '50', '60', '70', '80', 'PWS', 'PNG'] });
  }

  @Get('events/course/:id')
  @PublicRead(EVENT_READ)
  ofCourse(@Param('id', IdPipe) id: number): Promise<PublicEventResponse[]> {
    return this.publicEvents.list({ courseId: id });
  }
}
