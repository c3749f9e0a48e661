import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, raw } from '@mikro-orm/core';
import {
  ChangeLogService,
  type ChangeLogResponse,
  type Page,
  type PageQueryDto,
  type RecordLifecycle,
  type SearchFilterQueryDto,
  conflict,
  describeUsage,
  findPage,
  findUsage,
  normaliseEmail,
  notFound,
  searchTypeFilter,
} from '@app/core';
import { Participant } from '../participants/participant.entity';
import { type CorporateInput, type CorporateResponse, toCorporateResponse } from './corporate.dto';
import { Corporate } from './corporate.entity';

const SEARCH_FIELDS = { Name: ['name'], 'Company Registration No.': ['uen'] } as const;

/** Corporates: found by name or UEN, never deleted while participants belong to them. */
@Injectable()
export class CorporateService implements RecordLifecycle {
  constructor(
    private readonly em: EntityManager,
    private readonly changeLogs: ChangeLogService,
  ) {}

  async page(query: SearchFilterQueryDto): Promise<Page<CorporateResponse>> {
    const page = await findPage(this.em, Corporate, query, {
      where: searchTypeFilter<Corporate>(query, SEARCH_FIELDS) ?? {},
      searchFields: [],
      sortable: ['name', 'uen', 'createdAt'],
      defaultSort: { name: 'asc', id: 'asc' },
      map: (corporate) => corporate,
    });
    return { ...page, items: await this.withCounts(page.items) };
  }

  async all(): Promise<CorporateResponse[]> {
    return this.withCounts(await this.em.find(Corporate, {}, { orderBy: { name: 'asc', id: 'asc' } }));
  }

  async get(id: number): Promise<CorporateResponse> {
    const [response] = await this.withCounts([await this.load(id)]);
    return response;
  }

  async byIds(ids: number[]): Promise<CorporateResponse[]> {
    if (ids.length === 0) return [];
    return this.withCounts(await this.em.find(Corporate, { id: { $in: ids } }, { orderBy: { name: 'asc' } }));
  }

  async save(input: CorporateInput): Promise<CorporateResponse> {
    return this.em.transactional(async () => {
      const existing = input.id ? await this.load(input.id, LockMode.PESSIMISTIC_WRITE) : undefined;
      const sameUen = await this.em.findOne(Corporate, {
        uen: input.uen,
        ...(existing ? { id: { $ne: existing.id } } : {}),
      });
      if (sameUen) {
        throw conflict(
          'DUPLICATE_UEN',
          `Corporate #${sameUen.id} (${sameUen.name}) already has the UEN ${input.uen}`,
        );
      }
      const values = {
        name: input.name.trim(),
        uen: input.uen,
        address: input.address?.trim() || null,
        postalCode: input.postalCode || null,
        contactPerson: input.contactPerson?.trim() || null,
        contactEmail: input.contactEmail ? normaliseEmail(input.contactEmail) : null,
        contactNo: input.contactNo?.replace(/\s+/g, '') || null,
        remarks: input.remarks?.trim() || null,
        paymentTermsDays: input.paymentTermsDays ?? null,
      };
      const corporate = existing ?? this.em.create(Corporate, values);
      this.em.assign(corporate, values);
      await this.em.flush();
      const [response] = await this.withCounts([corporate]);
      return response;
    });
  }

  /** Refused with 409 while participants (or, later, registrations) belong to the corporate. */
  async remove(id: number): Promise<void> {
    await this.em.transactional(async () => {
      const corporate = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      const usages = await findUsage(this.em, 'corporate', id);
      if (usages.length) {
        throw conflict('IN_USE', `${corporate.name} is used by ${describeUsage(usages)}`);
      }
      this.em.remove(corporate);
      await this.em.flush();
    });
  }

  history(id: number, query: PageQueryDto): Promise<Page<ChangeLogResponse>> {
    return this.changeLogs.history('Corporate', id, query);
  }

  private async load(id: number, lock?: LockMode): Promise<Corporate> {
    const corporate = await this.em.findOne(Corporate, { id }, lock ? { lockMode: lock } : {});
    if (!corporate) throw notFound(`Corporate ${id}`);
    return corporate;
  }

  /** Participant counts for a page of corporates, in one grouped query. */
  private async withCounts(corporates: Corporate[]): Promise<CorporateResponse[]> {
    if (corporates.length === 0) return [];
    const rows = await this.em
      .createQueryBuilder(Participant, 'p')
      .select(['p.corporateId', raw('count(*)::int as count')])
      .where({ corporateId: { $in: corporates.map((corporate) => corporate.id) } })
      .groupBy('p.corporate_id')
      .execute<{ corporate_id: number; count: number }[]>('all', false);
    const counts = new Map(rows.map((row) => [row.corporate_id, row.count]));
    return corporates.map((corporate) => toCorporateResponse(corporate, counts.get(corporate.id) ?? 0));
  }
}
