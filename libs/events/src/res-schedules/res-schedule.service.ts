import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  DOCUMENT_UPLOAD,
  FileStorage,
  type Page,
  type UploadedFileData,
  fieldError,
  findPage,
  keywordFilter,
  notFound,
  queryRows,
  singaporeDate,
} from '@app/core';
import {
  type PublicScheduleResponse,
  type ScheduleInput,
  type ScheduleQueryDto,
  type ScheduleResponse,
  toPublicSchedule,
  toScheduleResponse,
} from './res-schedule.dto';
import { ResSchedule, ScheduleStatus } from './res-schedule.entity';

@Injectable()
export class ResScheduleService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  page(query: ScheduleQueryDto): Promise<Page<ScheduleResponse>> {
    return findPage(this.em, ResSchedule, query, {
      where: query.status ? { status: query.status } : undefined,
      searchFields: ['title', 'fileName'],
      sortable: ['title', 'validFrom', 'status', 'createdAt'],
      defaultSort: { validFrom: 'desc', id: 'desc' },
      map: toScheduleResponse,
    });
  }

  async find(keyword: string): Promise<ScheduleResponse[]> {
    const schedules = await this.em.find(
      ResSchedule,
      keywordFilter<ResSchedule>(keyword, ['title', 'fileName']) ?? {},
      {
        orderBy: { validFrom: 'desc' },
        limit: 50,
      },
    );
    return schedules.map(toScheduleResponse);
  }

  private async load(id: number, lock?: LockMode): Promise<ResSchedule> {
    const schedule = await this.em.findOne(ResSchedule, id, lock ? { lockMode: lock } : {});
    if (!schedule) throw notFound(`RES schedule ${id}`);
    return schedule;
  }

  /** Creates (with a file, required) or updates (a new file replaces the old one). */
  async save(input: ScheduleInput, userId: number, file?: UploadedFileData): Promise<ScheduleResponse> {
    if (input.validTo && input.validTo < input.validFrom) {
      throw fieldError('validTo', 'Valid to must not be before valid from');
    }
    if (!input.id && !file) throw fieldError('file', 'Choose the schedule file (PDF or Excel)');
    if (file) this.storage.check(file, DOCUMENT_UPLOAD);
    const replaced: string[] = [];
    const result = await this.em.transactional(async () => {
      const stored = file ? await this.storage.store('res-schedules', file, DOCUMENT_UPLOAD) : undefined;
      const values = {
        title: input.title.trim(),
        remarks: input.remarks?.trim() || null,
        validFrom: input.validFrom,
        validTo: input.validTo ?? null,
        ...(input.status ? { status: input.status } : {}),
        ...(stored ? { fileKey: stored.key, fileName: stored.originalName, fileSize: stored.size } : {}),
      };
      if (!input.id) {
        const schedule = this.em.create(ResSchedule, { ...values, uploadedById: userId } as ResSchedule);
        await this.em.flush();
        return toScheduleResponse(schedule);
      }
      const schedule = await this.load(input.id, LockMode.PESSIMISTIC_WRITE);
      if (stored) replaced.push(schedule.fileKey);
      this.em.assign(schedule, values);
      await this.em.flush();
      return toScheduleResponse(schedule);
    });
    // Only once the new record is committed is the old file safe to drop.
    await Promise.all(replaced.map((key) => this.storage.remove(key)));
    return result;
  }

  async remove(id: number): Promise<void> {
    const key = await this.em.transactional(async () => {
      const schedule = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      this.em.remove(schedule);
      await this.em.flush();
      return schedule.fileKey;
    });
    await this.storage.remove(key);
  }

  async file(id: number, publicOnly: boolean) {
    const schedule = await this.load(id);
    if (publicOnly && schedule.status !== ScheduleStatus.Active) throw notFound(`RES schedule ${id}`);
    return { name: schedule.fileName, ...(await this.storage.open(schedule.fileKey)) };
  }

  /** Every published schedule, newest first. */
  published(): Promise<PublicScheduleResponse[]> {
    return this.publicList('');
  }

  /** The published schedules in effect today (Singapore). */
  current(): Promise<PublicScheduleResponse[]> {
    const today = singaporeDate();
    return this.publicList('and valid_from <= ? and (valid_to is null or valid_to >= ?)', today, today);
  }

  /** The public site's schedule lists: one statement, no entities hydrated. */
  private async publicList(condition: string, ...params: unknown[]): Promise<PublicScheduleResponse[]> {
    const rows = await queryRows<{
      id: number;
      title: string;
      valid_from: string;
      valid_to: string | null;
      file_name: string;
    }>(
      this.em,
      `select id, title, valid_from, valid_to, file_name from res_schedule
        where status = ? ${condition} order by valid_from desc, id desc`,
      [ScheduleStatus.Active, ...params],
    );
    return rows.map((row) =>
      toPublicSchedule({
        id: row.id,
        title: row.title,
        validFrom: row.valid_from,
        validTo: row.valid_to,
        fileName: row.file_name,
      }),
    );
  }
}
