import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import sanitizeHtml from 'sanitize-html';
import {
  conflict,
  describeUsage,
  escapeLike,
  findPage,
  findUsage,
  notFound,
  type Page,
  fieldErrors,
} from '@app/core';
import { type FieldErrors, type ListDefinition, type LookupValues, RecordStatus } from './list-definition';
import { type LookupInput, type LookupQueryDto } from './lookup-input';
import { type LookupRow } from './lookup-schemas';
import { listByName } from './registry';

const RICH_TEXT = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

/** The one service behind every lookup list; the list's definition says what differs. */
@Injectable()
export class LookupService {
  constructor(private readonly em: EntityManager) {}

  private where(list: ListDefinition, extra: Record<string, unknown> = {}): FilterQuery<LookupRow> {
    return { ...(list.scope ?? {}), ...extra };
  }

  /** The API shape: common columns and the list's fields, without the scope columns. */
  toValues(list: ListDefinition, row: LookupRow): LookupValues {
    return {
      id: row.id,
      ...(list.hasCode ? { code: row.code ?? null } : {}),
      name: row.name,
      status: row.status,
      sortOrder: row.sortOrder,
      ...(list.hasDefault ? { isDefault: row.isDefault ?? false } : {}),
      ...Object.fromEntries(list.fields.map((field) => [field.name, row[field.name] ?? null])),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  page(list: ListDefinition, query: LookupQueryDto): Promise<Page<LookupValues>> {
    return findPage<LookupRow, LookupValues>(this.em, list.entity, query, {
      where: this.where(list, query.status ? { status: query.status } : {}),
      searchFields: list.hasCode ? ['name', 'code'] : ['name'],
      sortable: ['name', 'sortOrder', 'status', 'createdAt', ...(list.hasCode ? ['code'] : [])],
      defaultSort: { sortOrder: 'asc', name: 'asc', id: 'asc' },
      map: (row) => this.toValues(list, row),
    });
  }

  /** What new forms may offer: active entries only, in the list's order. */
  async active(list: ListDefinition): Promise<LookupValues[]> {
    const rows = await this.em.find<LookupRow>(
      list.entity,
      this.where(list, { status: RecordStatus.Active }),
      {
        orderBy: { sortOrder: 'asc', name: 'asc', id: 'asc' },
      },
    );
    return rows.map((row) => this.toValues(list, row));
  }

  async get(list: ListDefinition, id: number): Promise<LookupValues> {
    return this.toValues(list, await this.load(list, id));
  }

  private async load(list: ListDefinition, id: number, lock?: LockMode): Promise<LookupRow> {
    const row = await this.em.findOne<LookupRow>(
      list.entity,
      this.where(list, { id }),
      lock ? { lockMode: lock } : {},
    );
    if (!row) throw notFound(`${list.title} entry ${id}`);
    return row;
  }

  /** Creates the entry when the input has no id, otherwise updates it. */
  async save(list: ListDefinition, input: LookupInput): Promise<LookupValues> {
    const values = this.clean(list, input);
    const errors = list.validate?.(values) ?? {};
    if (Object.keys(errors).length) throw fieldErrors(errors);
    await this.checkReferences(list, values);
    return this.em.transactional(async () => {
      const id = typeof input.id === 'number' ? input.id : undefined;
      if (id === undefined) {
        await this.checkUniqueName(list, String(values.name));
        values.sortOrder ??= await this.nextSortOrder(list);
        const row = this.em.create<LookupRow>(list.entity, { ...values, ...(list.scope ?? {}) } as never);
        await this.em.flush();
        // A list with a default flag always has one: its first active entry takes it.
        if (list.hasDefault && row.status === RecordStatus.Active && !(await this.findDefault(list))) {
          row.isDefault = true;
          await this.em.flush();
        }
        return this.toValues(list, row);
      }
      const row = await this.load(list, id, LockMode.PESSIMISTIC_WRITE);
      await this.checkUniqueName(list, String(values.name), id);
      if (row.isDefault && values.status !== undefined && values.status !== RecordStatus.Active) {
        throw conflict('DEFAULT_MUST_STAY_ACTIVE', 'This is the default entry: choose another default first');
      }
      this.em.assign(row, values as never);
      await this.em.flush();
      return this.toValues(list, row);
    });
  }

  /** Sets the status, or toggles Active and Inactive when none is given. */
  async setStatus(list: ListDefinition, id: number, status?: RecordStatus): Promise<LookupValues> {
    return this.em.transactional(async () => {
      const row = await this.load(list, id, LockMode.PESSIMISTIC_WRITE);
      const next =
        status ?? (row.status === RecordStatus.Active ? RecordStatus.Inactive : RecordStatus.Active);
      if (row.isDefault && next !== RecordStatus.Active) {
        throw conflict('DEFAULT_MUST_STAY_ACTIVE', 'This is the default entry: choose another default first');
      }
      row.status = next;
      await this.em.flush();
      return this.toValues(list, row);
    });
  }

  /** Moves the default flag in one transaction; the partial unique index backs "exactly one". */
  async setDefault(list: ListDefinition, id: number): Promise<LookupValues> {
    if (!list.hasDefault) throw notFound(`A default for ${list.title}`);
    return this.em.transactional(async () => {
      const row = await this.load(list, id, LockMode.PESSIMISTIC_WRITE);
      if (row.status !== RecordStatus.Active) {
        throw conflict('DEFAULT_MUST_BE_ACTIVE', 'Only an active entry can be the default');
      }
      await this.em.nativeUpdate<LookupRow>(
        list.entity,
        this.where(list, { isDefault: true, id: { $ne: id } }),
        {
          isDefault: false,
        },
      );
      row.isDefault = true;
      await this.em.flush();
      return this.toValues(list, row);
    });
  }

  async findDefault(list: ListDefinition): Promise<LookupRow | null> {
    return this.em.findOne<LookupRow>(
      list.entity,
      this.where(list, { isDefault: true, status: RecordStatus.Active }),
    );
  }

  async getDefault(list: ListDefinition): Promise<LookupValues | null> {
    const row = await this.findDefault(list);
    return row ? this.toValues(list, row) : null;
  }

  /** Flips (or sets) a boolean field of the default entry: the bundle promo's 2- and 3-course switches. */
  async toggleOnDefault(list: ListDefinition, field: string, enabled?: boolean): Promise<LookupValues> {
    return this.em.transactional(async () => {
      const current = await this.findDefault(list);
      if (!current) throw notFound(`A default ${list.title} entry`);
      const row = await this.load(list, current.id, LockMode.PESSIMISTIC_WRITE);
      row[field] = enabled ?? !row[field];
      await this.em.flush();
      return this.toValues(list, row);
    });
  }

  /** Refused with 409 while other records use the entry: archive it instead. */
  async remove(list: ListDefinition, id: number): Promise<void> {
    await this.em.transactional(async () => {
      const row = await this.load(list, id, LockMode.PESSIMISTIC_WRITE);
      if (row.isDefault) {
        throw conflict(
          'DEFAULT_IN_USE',
          'This is the default entry: choose another default before deleting it',
        );
      }
      const usages = await findUsage(this.em, list.table, id);
      if (usages.length) {
        throw conflict('IN_USE', `"${row.name}" is used by ${describeUsage(usages)}; archive it instead`);
      }
      this.em.remove(row);
      await this.em.flush();
    });
  }

  /** Known fields only, trimmed, rich text sanitised; undefined means "leave as it is". */
  private clean(list: ListDefinition, input: LookupInput): LookupValues {
    const values: LookupValues = {};
    const copy = (name: string, value: unknown) => {
      if (value !== undefined) values[name] = typeof value === 'string' ? value.trim() : value;
    };
    if (list.hasCode) copy('code', input.code === '' ? null : input.code);
    copy('name', input.name);
    copy('sortOrder', input.sortOrder);
    copy('status', input.status);
    for (const field of list.fields) {
      const value = input[field.name];
      copy(
        field.name,
        field.type === 'richText' && typeof value === 'string' ? sanitizeHtml(value, RICH_TEXT) : value,
      );
    }
    return values;
  }

  /** New entries go to the end of the list unless given a place. */
  private async nextSortOrder(list: ListDefinition): Promise<number> {
    const [last] = await this.em.find<LookupRow>(list.entity, this.where(list), {
      orderBy: { sortOrder: 'desc' },
      limit: 1,
    });
    return (last?.sortOrder ?? 0) + 10;
  }

  private async checkUniqueName(list: ListDefinition, name: string, id?: number): Promise<void> {
    const clash = await this.em.findOne<LookupRow>(
      list.entity,
      this.where(list, {
        name: { $ilike: escapeLike(name) },
        ...(id ? { id: { $ne: id } } : {}),
      }),
    );
    if (clash) throw conflict('NAME_TAKEN', `${list.title} already has an entry named "${clash.name}"`);
  }

  /** A reference must name an existing, active entry of the referenced list. */
  private async checkReferences(list: ListDefinition, values: LookupValues): Promise<void> {
    const errors: FieldErrors = {};
    for (const field of list.fields) {
      const value = values[field.name];
      if (field.type !== 'reference' || typeof value !== 'number') continue;
      const target = listByName(field.list);
      const found =
        target && (await this.em.count(target.entity, { id: value, status: RecordStatus.Active }));
      if (!found)
        errors[field.name] = [`${field.label} must be an active entry of ${target?.title ?? field.list}`];
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
  }
}
