import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  conflict,
  currentTime,
  type FieldErrors,
  fieldErrors,
  findPage,
  notFound,
  type Page,
  type PageQueryDto,
} from '@app/core';
import { Course, CourseStatus } from '@app/courses';
import { Participant } from '@app/people';
import { Event } from '../events/event.entity';
import {
  type ECourseInput,
  type ECourseQueryDto,
  type ECourseResponse,
  type ProgressIssue,
  type ProgressResponse,
  type TroubleshootRow,
} from './ecourse.dto';
import {
  ECourse,
  ECourseEnrolment,
  ECourseModule,
  ECourseModuleCompletion,
  ECourseStatus,
} from './ecourse.entity';

/** An enrolment with no activity for this long shows in the troubleshoot view. */
const STALLED_AFTER_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const toECourseResponse = (ecourse: ECourse): ECourseResponse => {
  const modules = ecourse.modules
    .getItems()
    .map((module) => ({ id: module.id, title: module.title, durationMinutes: module.durationMinutes }));
  return {
    id: ecourse.id,
    courseId: ecourse.courseId,
    eventId: ecourse.eventId ?? null,
    title: ecourse.title,
    contentId: ecourse.contentId,
    description: ecourse.description ?? null,
    accessDays: ecourse.accessDays ?? null,
    status: ecourse.status,
    modules,
    totalMinutes: modules.reduce((sum, module) => sum + module.durationMinutes, 0),
    createdAt: ecourse.createdAt,
    updatedAt: ecourse.updatedAt,
  };
};

/** E-courses: their modules, and each participant's progress through them. */
@Injectable()
export class ECourseService {
  constructor(private readonly em: EntityManager) {}

  async page(query: ECourseQueryDto): Promise<Page<ECourseResponse>> {
    return findPage(this.em, ECourse, query, {
      where: {
        ...(query.status ? { status: query.status } : {}),
        ...(query.courseId ? { courseId: query.courseId } : {}),
      },
      searchFields: ['title', 'contentId'],
      sortable: ['title', 'contentId', 'createdAt'],
      defaultSort: { title: 'asc', id: 'asc' },
      populate: ['modules'] as never,
      map: toECourseResponse,
    });
  }

  async get(id: number): Promise<ECourseResponse> {
    return toECourseResponse(await this.load(id));
  }

  async byContentId(contentId: string): Promise<ECourseResponse> {
    const ecourse = await this.em.findOne(ECourse, { contentId }, { populate: ['modules'] });
    if (!ecourse) throw notFound(`An e-course with the content id ${contentId}`);
    return toECourseResponse(ecourse);
  }

  async ofEvent(eventId: number): Promise<ECourseResponse[]> {
    if (!(await this.em.count(Event, { id: eventId }))) throw notFound(`Event ${eventId}`);
    const ecourses = await this.em.find(
      ECourse,
      { eventId },
      { populate: ['modules'], orderBy: { title: 'asc' } },
    );
    return ecourses.map(toECourseResponse);
  }

  /** Creates or updates an e-course with its modules as one set, in one transaction. */
  async save(input: ECourseInput): Promise<ECourseResponse> {
    return this.em.transactional(async () => {
      const existing = input.id ? await this.load(input.id, LockMode.PESSIMISTIC_WRITE) : undefined;
      await this.check(input, existing);
      const values = {
        courseId: input.courseId,
        eventId: input.eventId || null,
        title: input.title.trim(),
        contentId: input.contentId,
        description: input.description?.trim() || null,
        accessDays: input.accessDays ?? null,
      };
      const ecourse = existing ?? this.em.create(ECourse, values);
      this.em.assign(ecourse, values);
      await this.applyModules(ecourse, input);
      await this.em.flush();
      return toECourseResponse(ecourse);
    });
  }

  async setStatus(id: number, status: ECourseStatus): Promise<ECourseResponse> {
    return this.em.transactional(async () => {
      const ecourse = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      ecourse.status = status;
      await this.em.flush();
      return toECourseResponse(ecourse);
    });
  }

  /** One participant's progress; before they start it shows every module still to do. */
  async progress(ecourseId: number, participantId: number): Promise<ProgressResponse> {
    const ecourse = await this.load(ecourseId);
    const participant = await this.em.findOne(Participant, { id: participantId });
    if (!participant) throw notFound(`Participant ${participantId}`);
    const enrolment = await this.em.findOne(
      ECourseEnrolment,
      { ecourse: ecourseId, participantId },
      { populate: ['completions'] },
    );
    return this.toProgress(ecourse, participant, enrolment);
  }

  async progressPage(ecourseId: number, query: PageQueryDto): Promise<Page<ProgressResponse>> {
    const ecourse = await this.load(ecourseId);
    const page = await findPage(this.em, ECourseEnrolment, query, {
      where: { ecourse: ecourseId },
      searchFields: [],
      sortable: ['startedAt', 'lastActivityAt', 'completedAt'],
      defaultSort: { startedAt: 'asc', id: 'asc' },
      populate: ['completions'] as never,
      map: (enrolment) => enrolment,
    });
    const people = await this.participants(page.items);
    return {
      ...page,
      items: page.items.map((enrolment) =>
        this.toProgress(ecourse, people.get(enrolment.participantId)!, enrolment),
      ),
    };
  }

  /** Enrolments that need a look: stalled, out of time, or out of step with the modules. */
  async troubleshoot(ecourseId: number, now = currentTime()): Promise<TroubleshootRow[]> {
    const ecourse = await this.load(ecourseId);
    const enrolments = await this.em.find(
      ECourseEnrolment,
      { ecourse: ecourseId },
      { populate: ['completions'], orderBy: { lastActivityAt: 'asc', id: 'asc' } },
    );
    const people = await this.participants(enrolments);
    return enrolments
      .map((enrolment) => {
        const progress = this.toProgress(ecourse, people.get(enrolment.participantId)!, enrolment);
        return { ...progress, issues: this.issues(ecourse, enrolment, progress, now) };
      })
      .filter((row) => row.issues.length > 0);
  }

  /**
   * Records a finished module. Repeating it changes nothing; the enrolment row is locked, so
   * two modules finished at once still mark the e-course complete exactly when both are in.
   */
  async completeModule(
    ecourseId: number,
    participantId: number,
    moduleId: number,
  ): Promise<ProgressResponse> {
    return this.em.transactional(async () => {
      const ecourse = await this.load(ecourseId);
      if (ecourse.status !== ECourseStatus.Active)
        throw conflict('ECOURSE_ARCHIVED', 'This e-course is archived');
      const participant = await this.em.findOne(Participant, { id: participantId });
      if (!participant) throw notFound(`Participant ${participantId}`);
      const module = ecourse.modules.getItems().find((item) => item.id === moduleId);
      if (!module) throw notFound(`Module ${moduleId} of this e-course`);
      const now = currentTime();
      await this.em.upsert(
        ECourseEnrolment,
        { ecourse, participantId, startedAt: now, lastActivityAt: now },
        { onConflictFields: ['ecourse', 'participantId'], onConflictAction: 'ignore' },
      );
      const enrolment = await this.em.findOneOrFail(
        ECourseEnrolment,
        { ecourse: ecourseId, participantId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      await this.em.populate(enrolment, ['completions'], { refresh: true });
      if (!enrolment.completions.getItems().some((completion) => completion.module.id === moduleId)) {
        enrolment.completions.add(
          this.em.create(ECourseModuleCompletion, { enrolment, module, completedAt: now }),
        );
        enrolment.lastActivityAt = now;
        if (enrolment.completions.length >= ecourse.modules.length) enrolment.completedAt ??= now;
      }
      await this.em.flush();
      return this.toProgress(ecourse, participant, enrolment);
    });
  }

  private async load(id: number, lock?: LockMode): Promise<ECourse> {
    const ecourse = await this.em.findOne(
      ECourse,
      { id },
      lock ? { lockMode: lock } : { populate: ['modules'] },
    );
    if (!ecourse) throw notFound(`E-course ${id}`);
    if (lock) await this.em.populate(ecourse, ['modules']);
    return ecourse;
  }

  private async check(input: ECourseInput, existing?: ECourse): Promise<void> {
    const errors: FieldErrors = {};
    const course = await this.em.findOne(Course, { id: input.courseId });
    if (!course || course.status !== CourseStatus.Active)
      errors.courseId = ['Course must be an active course'];
    if (input.eventId) {
      const event = await this.em.findOne(Event, { id: input.eventId });
      if (!event) errors.eventId = ['Event does not exist'];
      else if (event.courseId !== input.courseId)
        errors.eventId = ['Event must be an event of the chosen course'];
    }
    const known = new Set(existing?.modules.getItems().map((module) => module.id) ?? []);
    input.modules.forEach((module, index) => {
      if (module.id && !known.has(module.id))
        errors[`modules.${index}.id`] = ['Module is not part of this e-course'];
    });
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const sameContent = await this.em.findOne(ECourse, {
      contentId: input.contentId,
      ...(existing ? { id: { $ne: existing.id } } : {}),
    });
    if (sameContent) {
      throw conflict(
        'DUPLICATE_CONTENT_ID',
        `E-course #${sameContent.id} (${sameContent.title}) already uses the content id ${input.contentId}`,
      );
    }
  }

  /** Keeps modules by id, adds new ones, and refuses to drop a module someone has finished. */
  private async applyModules(ecourse: ECourse, input: ECourseInput): Promise<void> {
    const kept = new Set(input.modules.map((module) => module.id).filter(Boolean));
    const dropped = ecourse.modules.getItems().filter((module) => !kept.has(module.id));
    // One query for all the dropped modules, however many the form removed.
    const completions = dropped.length
      ? await this.em.find(ECourseModuleCompletion, { module: { $in: dropped } }, { fields: ['module'] })
      : [];
    for (const module of dropped) {
      const finished = completions.filter((completion) => completion.module.id === module.id).length;
      if (finished > 0) {
        throw conflict(
          'MODULE_IN_USE',
          `Module "${module.title}" has been finished by ${finished} participant${finished === 1 ? '' : 's'}; keep it`,
        );
      }
    }
    const current = new Map(ecourse.modules.getItems().map((module) => [module.id, module]));
    const modules = input.modules.map((module, index) => {
      const values = {
        title: module.title.trim(),
        durationMinutes: module.durationMinutes,
        sortOrder: index,
      };
      const target = module.id ? current.get(module.id) : undefined;
      return target ? this.em.assign(target, values) : this.em.create(ECourseModule, { ...values, ecourse });
    });
    ecourse.modules.set(modules);
  }

  private async participants(enrolments: ECourseEnrolment[]): Promise<Map<number, Participant>> {
    const ids = [...new Set(enrolments.map((enrolment) => enrolment.participantId))];
    const people = ids.length ? await this.em.find(Participant, { id: { $in: ids } }) : [];
    return new Map(people.map((participant) => [participant.id, participant]));
  }

  private toProgress(
    ecourse: ECourse,
    participant: Participant,
    enrolment: ECourseEnrolment | null,
  ): ProgressResponse {
    const done = new Map(
      (enrolment?.completions.getItems() ?? []).map((completion) => [
        completion.module.id,
        completion.completedAt,
      ]),
    );
    const modules = ecourse.modules
      .getItems()
      .map((module) => ({ id: module.id, title: module.title, completedAt: done.get(module.id) ?? null }));
    const completedModules = modules.filter((module) => module.completedAt).length;
    return {
      ecourseId: ecourse.id,
      participantId: participant.id,
      participantName: `${participant.firstName} ${participant.lastName}`,
      modules,
      completedModules,
      totalModules: modules.length,
      percent: modules.length ? Math.floor((completedModules * 100) / modules.length) : 0,
      startedAt: enrolment?.startedAt ?? null,
      lastActivityAt: enrolment?.lastActivityAt ?? null,
      completedAt: enrolment?.completedAt ?? null,
    };
  }

  private issues(
    ecourse: ECourse,
    enrolment: ECourseEnrolment,
    progress: ProgressResponse,
    now: Date,
  ): ProgressIssue[] {
    const issues: ProgressIssue[] = [];
    const allDone = progress.completedModules === progress.totalModules;
    if (enrolment.completedAt && !allDone) issues.push('Modules added after completion');
    if (!enrolment.completedAt && allDone) issues.push('Not marked complete');
    if (!enrolment.completedAt && !allDone) {
      if (now.getTime() - enrolment.lastActivityAt.getTime() > STALLED_AFTER_DAYS * DAY_MS)
        issues.push('Stalled');
      if (ecourse.accessDays && now.getTime() - enrolment.startedAt.getTime() > ecourse.accessDays * DAY_MS) {
        issues.push('Access expired');
      }
    }
    return issues;
  }
}
