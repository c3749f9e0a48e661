import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import sanitizeHtml from 'sanitize-html';
import {
  ChangeLogService,
  type ChangeLogResponse,
  DOCUMENT_UPLOAD,
  type FieldErrors,
  FileStorage,
  IMAGE_UPLOAD,
  type Page,
  type PageQueryDto,
  type RecordLifecycle,
  type UploadedFileData,
  conflict,
  describeUsage,
  findPage,
  findUsage,
  keywordFilter,
  notFound,
  fieldErrors,
} from '@app/core';
import { FAMILY_FIELD_ENTITIES, FAMILY_FIELDS, requiredFamilyFields } from './course-families';
import { type CourseInput, type CourseQueryDto, type CourseResponse, toCourseResponse } from './course.dto';
import { Course, CourseStatus } from './course.entity';

interface CourseTypeRow {
  id: number;
  code: string;
  name: string;
}

export interface CourseFiles {
  image?: UploadedFileData;
  brochure?: UploadedFileData;
}

const ACTIVE = 'Active';
const IMAGE = { ...IMAGE_UPLOAD, label: 'Image' };
const BROCHURE_UPLOAD = { ...DOCUMENT_UPLOAD, extensions: ['pdf'], label: 'Brochure' };
const RICH_TEXT = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

@Injectable()
export class CourseService implements RecordLifecycle {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly changeLogs: ChangeLogService,
  ) {}

  private async courseTypes(ids: number[]): Promise<Map<number, CourseTypeRow>> {
    const rows = ids.length
      ? await this.em.find<CourseTypeRow>('CourseType', { id: { $in: [...new Set(ids)] } })
      : [];
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async respond(courses: Course[]): Promise<CourseResponse[]> {
    const types = await this.courseTypes(courses.map((course) => course.courseTypeId));
    return courses.map((course) =>
      toCourseResponse(course, types.get(course.courseTypeId) ?? { code: '', name: '' }),
    );
  }

  private async one(course: Course): Promise<CourseResponse> {
    return (await this.respond([course]))[0];
  }

  async page(query: CourseQueryDto, pageSize?: number): Promise<Page<CourseResponse>> {
    const page = await findPage(this.em, Course, pageSize ? Object.assign(query, { pageSize }) : query, {
      where: {
        ...(query.status ? { status: query.status } : {}),
        ...(query.courseTypeId ? { courseTypeId: query.courseTypeId } : {}),
      },
      searchFields: ['title', 'code'],
      sortable: ['title', 'code', 'feeCents', 'status', 'createdAt'],
      defaultSort: { title: 'asc', id: 'asc' },
      map: (course) => course,
    });
    return { ...page, items: await this.respond(page.items) };
  }

  /** Active courses for forms, optionally of one family (course-type code) and matching a keyword. */
  async active(familyCode?: string, keyword?: string): Promise<CourseResponse[]> {
    const family = familyCode
      ? await this.em.findOne<CourseTypeRow>('CourseType', { code: familyCode })
      : undefined;
    if (familyCode && !family) return [];
    const filters: FilterQuery<Course>[] = [{ status: CourseStatus.Active }];
    if (family) filters.push({ courseTypeId: family.id });
    const byKeyword = keywordFilter<Course>(keyword, ['title', 'code']);
    if (byKeyword) filters.push(byKeyword);
    const courses = await this.em.find(Course, { $and: filters }, { orderBy: { title: 'asc' } });
    return this.respond(courses);
  }

  async count(): Promise<{ count: number }> {
    return { count: await this.em.count(Course, { status: CourseStatus.Active }) };
  }

  private async load(id: number, lock?: LockMode): Promise<Course> {
    const course = await this.em.findOne(Course, id, lock ? { lockMode: lock } : {});
    if (!course) throw notFound(`Course ${id}`);
    return course;
  }

  async get(id: number): Promise<CourseResponse> {
    return this.one(await this.load(id));
  }

  /** An active course, or 404 as if archived ones did not exist (what the public may see). */
  /** A file of an active course, for the public pages. */
  async activeFile(id: number, kind: 'image' | 'brochure') {
    return this.fileOf(await this.loadActive(id), kind);
  }

  private async loadActive(id: number): Promise<Course> {
    const course = await this.em.findOne(Course, { id, status: CourseStatus.Active });
    if (!course) throw notFound(`Course ${id}`);
    return course;
  }

  history(id: number, query: PageQueryDto): Promise<Page<ChangeLogResponse>> {
    return this.changeLogs.history('Course', id, query);
  }

  /** A copy to start a new course from: not saved, no code, the title marked as a copy. */
  async duplicate(
    id: number,
  ): Promise<Omit<CourseResponse, 'id' | 'code' | 'createdAt' | 'updatedAt' | 'hasImage' | 'hasBrochure'>> {
    const {
      id: _id,
      code: _code,
      createdAt: _created,
      updatedAt: _updated,
      hasImage: _image,
      hasBrochure: _brochure,
      ...copy
    } = await this.get(id);
    return { ...copy, title: `Copy of ${copy.title}`.slice(0, 200), status: CourseStatus.Active };
  }

  /** The promo fee of a course, when it has one (the original's failure path referred to an undefined value). */
  async promoFee(
    id: number,
  ): Promise<{ courseId: number; promoFeeCents: number; validFrom: string | null; validTo: string | null }> {
    const course = await this.load(id);
    if (course.promoFeeCents == null) throw notFound(`A promo fee for course ${id}`);
    return {
      courseId: id,
      promoFeeCents: course.promoFeeCents,
      validFrom: course.promoValidFrom ?? null,
      validTo: course.promoValidTo ?? null,
    };
  }

  async validityType(id: number): Promise<{ id: number; code: string | null; name: string }> {
    const course = await this.load(id);
    if (!course.validityTypeId) throw notFound(`A validity type for course ${id}`);
    const row = await this.em.findOneOrFail<{ id: number; code: string | null; name: string }>(
      'ValidityType',
      course.validityTypeId,
    );
    return { id: row.id, code: row.code, name: row.name };
  }

  async save(input: CourseInput, files: CourseFiles): Promise<CourseResponse> {
    if (files.image) this.storage.check(files.image, IMAGE);
    if (files.brochure) this.storage.check(files.brochure, BROCHURE_UPLOAD);
    const courseType = await this.em.findOne<CourseTypeRow & { status: string }>(
      'CourseType',
      input.courseTypeId,
    );
    if (!courseType || courseType.status !== ACTIVE)
      throw fieldErrors({ courseTypeId: ['Course type must be an active course type'] });
    const values = await this.checked(input, courseType.code);
    return this.em.transactional(async () => {
      if (
        await this.em.count(Course, { code: values.code, ...(input.id ? { id: { $ne: input.id } } : {}) })
      ) {
        throw conflict('CODE_TAKEN', `Another course already has the code ${values.code}`);
      }
      const course = input.id
        ? await this.load(input.id, LockMode.PESSIMISTIC_WRITE)
        : this.em.create(Course, values);
      if (input.id) this.em.assign(course, values);
      if (files.image) course.imageKey = (await this.storage.store('courses', files.image, IMAGE)).key;
      if (files.brochure)
        course.brochureKey = (await this.storage.store('courses', files.brochure, BROCHURE_UPLOAD)).key;
      await this.em.flush();
      return this.one(course);
    });
  }

  /** Field rules across the form: the family's own classifications, the promo window, active lookups. */
  private async checked(input: CourseInput, familyCode: string) {
    const errors: FieldErrors = {};
    const required = requiredFamilyFields(familyCode);
    const family = Object.fromEntries(
      FAMILY_FIELDS.map((field) => [field, required.includes(field) ? (input[field] ?? null) : null]),
    );
    for (const field of required) {
      const id = family[field];
      const { entity, label } = FAMILY_FIELD_ENTITIES[field];
      if (id === null) errors[field] = [`${label} is required for this course type`];
      else if (!(await this.em.count(entity, { id, status: ACTIVE })))
        errors[field] = [`${label} must be an active entry of its list`];
    }
    if (
      input.validityTypeId &&
      !(await this.em.count('ValidityType', { id: input.validityTypeId, status: ACTIVE }))
    ) {
      errors.validityTypeId = ['Validity type must be an active entry of its list'];
    }
    if (input.promoFeeCents != null && input.promoFeeCents >= input.feeCents) {
      errors.promoFeeCents = ['Promo fee must be less than the fee'];
    }
    if (input.promoValidFrom && input.promoValidTo && input.promoValidTo < input.promoValidFrom) {
      errors.promoValidTo = ['Promo until must not be before promo from'];
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
    return {
      code: input.code,
      title: input.title.trim(),
      courseTypeId: input.courseTypeId,
      validityTypeId: input.validityTypeId ?? null,
      description: input.description ? sanitizeHtml(input.description, RICH_TEXT) : null,
      cpdHours: input.cpdHours ?? null,
      validityMonths: input.validityMonths ?? null,
      feeCents: input.feeCents,
      promoFeeCents: input.promoFeeCents ?? null,
      promoValidFrom: input.promoFeeCents == null ? null : (input.promoValidFrom ?? null),
      promoValidTo: input.promoFeeCents == null ? null : (input.promoValidTo ?? null),
      ...family,
    };
  }

  archive(id: number): Promise<CourseResponse> {
    return this.setStatus(id, CourseStatus.Archived);
  }

  unarchive(id: number): Promise<CourseResponse> {
    return this.setStatus(id, CourseStatus.Active);
  }

  private async setStatus(id: number, status: CourseStatus): Promise<CourseResponse> {
    return this.em.transactional(async () => {
      const course = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      course.status = status;
      await this.em.flush();
      return this.one(course);
    });
  }

  /** Refused with 409 while events (or anything else) use the course: archive it instead. */
  async remove(id: number): Promise<void> {
    await this.em.transactional(async () => {
      const course = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      const usages = await findUsage(this.em, 'course', id);
      if (usages.length)
        throw conflict('IN_USE', `${course.title} is used by ${describeUsage(usages)}; archive it instead`);
      this.em.remove(course);
      await this.em.flush();
    });
  }

  async file(id: number, kind: 'image' | 'brochure') {
    return this.fileOf(await this.load(id), kind);
  }

  private fileOf(course: Course, kind: 'image' | 'brochure') {
    const key = kind === 'image' ? course.imageKey : course.brochureKey;
    if (!key) throw notFound(`A ${kind} of course ${course.id}`);
    return this.storage.open(key);
  }
}
