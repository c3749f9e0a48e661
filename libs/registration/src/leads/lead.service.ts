import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  type Page,
  conflict,
  currentTime,
  fieldError,
  findPage,
  normaliseEmail,
  normaliseSgMobile,
  notFound,
} from '@app/core';
import { Course } from '@app/courses';
import { Registration } from '../registrations/registration.entity';
import {
  type LeadConversionInput,
  type LeadInput,
  type LeadQueryDto,
  type LeadResponse,
  type LeadStatusInput,
} from './lead.dto';
import { Lead, type LeadKind, type LeadSource, LeadStatus } from './lead.entity';

/** A getall list is for small exports and pickers; a longer history is paged. */
const GETALL_LIMIT = 1000;

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** Leads from the public forms and their follow-up by Recruitment & Training or Associate Relations. */
@Injectable()
export class LeadService {
  constructor(private readonly em: EntityManager) {}

  async submit(kind: LeadKind, source: LeadSource, input: LeadInput): Promise<{ received: true }> {
    if (input.courseId && !(await this.em.count(Course, { id: input.courseId }))) {
      throw fieldError('courseId', 'Course not found');
    }
    const lead = this.em.create(Lead, {
      kind,
      source,
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      mobileNo: normaliseSgMobile(input.mobileNo),
      companyName: blankToNull(input.companyName),
      courseId: input.courseId ?? null,
      message: blankToNull(input.message),
    });
    await this.em.persist(lead).flush();
    // The visitor learns nothing about records: only that the form was received.
    return { received: true };
  }

  async all(kind: LeadKind, query: Pick<LeadQueryDto, 'status'>): Promise<LeadResponse[]> {
    const leads = await this.em.find(
      Lead,
      { kind, ...(query.status ? { status: query.status } : {}) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: GETALL_LIMIT },
    );
    return this.responses(leads);
  }

  async page(kind: LeadKind, query: LeadQueryDto): Promise<Page<LeadResponse>> {
    const page = await findPage(this.em, Lead, query, {
      where: { kind, ...(query.status ? { status: query.status } : {}) },
      searchFields: ['name', 'email', 'mobileNo', 'companyName'],
      sortable: ['createdAt', 'name', 'status', 'statusChangedAt'],
      defaultSort: { createdAt: 'desc', id: 'desc' },
      map: (lead) => lead,
    });
    return { ...page, items: await this.responses(page.items) };
  }

  /** New, contacted or closed (reopening a closed lead included); a converted lead stays converted. */
  async setStatus(id: number, input: LeadStatusInput, userId: number): Promise<LeadResponse> {
    return this.change(id, userId, (lead) => {
      lead.status = input.status;
      if (input.notes !== undefined) lead.notes = blankToNull(input.notes);
    });
  }

  /**
   * Marks the lead converted and links the registration staff made for the person (through the
   * registration screens, which own pricing, seats and invoicing: nothing is registered here).
   */
  async convert(id: number, input: LeadConversionInput, userId: number): Promise<LeadResponse> {
    return this.change(id, userId, async (lead) => {
      const registration = await this.em.findOne(Registration, { id: input.registrationId });
      if (!registration) throw fieldError('registrationId', `Registration ${input.registrationId} not found`);
      lead.status = LeadStatus.Converted;
      lead.registrationId = registration.id;
      if (input.notes !== undefined) lead.notes = blankToNull(input.notes);
    });
  }

  private async change(
    id: number,
    userId: number,
    apply: (lead: Lead) => void | Promise<void>,
  ): Promise<LeadResponse> {
    const lead = await this.em.transactional(async (em) => {
      const found = await em.findOne(Lead, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw notFound(`Lead ${id}`);
      if (found.status === LeadStatus.Converted) {
        throw conflict('LeadConverted', `Lead ${id} is already converted to a registration`);
      }
      await apply(found);
      found.statusChangedAt = currentTime();
      found.statusChangedBy = userId;
      return found;
    });
    const [response] = await this.responses([lead]);
    return response;
  }

  /** Course titles and registration numbers in two reads for the whole page. */
  private async responses(leads: Lead[]): Promise<LeadResponse[]> {
    const courseIds = [...new Set(leads.map((lead) => lead.courseId).filter((id): id is number => !!id))];
    const registrationIds = [
      ...new Set(leads.map((lead) => lead.registrationId).filter((id): id is number => !!id)),
    ];
    const courses = courseIds.length
      ? await this.em.find(Course, { id: { $in: courseIds } }, { fields: ['id', 'title'] })
      : [];
    const registrations = registrationIds.length
      ? await this.em.find(Registration, { id: { $in: registrationIds } }, { fields: ['id', 'regNo'] })
      : [];
    const titles = new Map(courses.map((course) => [course.id, course.title]));
    const regNos = new Map(registrations.map((registration) => [registration.id, registration.regNo]));
    return leads.map((lead) => ({
      id: lead.id,
      kind: lead.kind,
      source: lead.source,
      name: lead.name,
      email: lead.email,
      mobileNo: lead.mobileNo,
      companyName: lead.companyName ?? null,
      courseId: lead.courseId ?? null,
      courseTitle: lead.courseId ? (titles.get(lead.courseId) ?? null) : null,
      message: lead.message ?? null,
      status: lead.status,
      notes: lead.notes ?? null,
      registrationId: lead.registrationId ?? null,
      regNo: lead.registrationId ? (regNos.get(lead.registrationId) ?? null) : null,
      statusChangedAt: lead.statusChangedAt ?? null,
      createdAt: lead.createdAt,
    }));
  }
}
