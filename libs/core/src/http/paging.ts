import {
  type EntityManager,
  type EntityName,
  type FilterQuery,
  type FindOptions,
  type QueryOrderMap,
} from '@mikro-orm/core';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { WholeNumber } from '../validation/numbers';
import { fieldError } from './errors';
import { WholeNumberPipe } from './path-params';

export const MAX_PAGE_SIZE = 200;
/**
 * Far past any list a person pages through; with the page size it bounds the OFFSET a request can
 * ask of PostgreSQL (at most 10 million rows), where a bigger one fails or scans for nothing.
 */
export const MAX_PAGE = 50_000;

/** The query every paged list accepts: `?page=2&pageSize=20&keyword=tan&sort=-createdAt`. */
export class PageQueryDto {
  @IsOptional()
  @WholeNumber({ min: 1, max: MAX_PAGE })
  page: number = 1;

  @IsOptional()
  @WholeNumber({ min: 1, max: MAX_PAGE_SIZE })
  pageSize: number = 20;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  /** A field name, descending when prefixed with "-". */
  @IsOptional()
  @Matches(/^-?[A-Za-z][A-Za-z0-9_.]*$/, {
    message: 'sort must be a field name, optionally prefixed with "-"',
  })
  sort?: string;
}

/** A page size the contract puts in the path (`/admin/courses/getbypage/20`), bounded like `pageSize`. */
export const PageSizePipe = new WholeNumberPipe(1, MAX_PAGE_SIZE);

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PageSpec<E extends object, R> {
  /** Filters the caller already decided (status, ability conditions, date range). */
  where?: FilterQuery<E>;
  /** Fields searched with a case-insensitive substring match of the keyword (pg_trgm indexes serve these). */
  searchFields: readonly string[];
  /** Fields a client may sort by; anything else is refused with 400. */
  sortable: readonly string[];
  defaultSort: QueryOrderMap<E>;
  populate?: FindOptions<E>['populate'];
  map: (entity: E) => R;
}

/** A value matched literally by LIKE/ILIKE: its %, _ and \ lose their meaning. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export const keywordFilter = <E>(
  keyword: string | undefined,
  fields: readonly string[],
): FilterQuery<E> | undefined => {
  const trimmed = keyword?.trim();
  if (!trimmed || fields.length === 0) return undefined;
  const pattern = `%${escapeLike(trimmed)}%`;
  return { $or: fields.map((field) => ({ [field]: { $ilike: pattern } })) } as FilterQuery<E>;
};

const sortOrder = <E>(sort: string | undefined, spec: PageSpec<E & object, unknown>): QueryOrderMap<E> => {
  if (!sort) return spec.defaultSort;
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  if (!spec.sortable.includes(field)) {
    throw fieldError('sort', `sort must be one of: ${spec.sortable.join(', ')}`);
  }
  // The id tie-breaker keeps pages stable when many rows share the sorted value.
  return { [field]: descending ? 'desc' : 'asc', id: 'asc' } as QueryOrderMap<E>;
};

/** One paged, searched and sorted read: the only way lists are served. */
export const findPage = async <E extends object, R>(
  em: EntityManager,
  entity: EntityName<E>,
  query: PageQueryDto,
  spec: PageSpec<E, R>,
): Promise<Page<R>> => {
  const filters = [spec.where, keywordFilter<E>(query.keyword, spec.searchFields)].filter(
    (filter): filter is FilterQuery<E> => filter !== undefined,
  );
  const where = (filters.length > 1 ? { $and: filters } : (filters[0] ?? {})) as FilterQuery<E>;
  const [entities, total] = await em.findAndCount(entity, where, {
    orderBy: sortOrder(query.sort, spec),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    populate: spec.populate,
  });
  return { items: entities.map(spec.map), page: query.page, pageSize: query.pageSize, total };
};
