import {
  LoadStrategy,
  type EntityManager,
  type EntityName,
  type FilterQuery,
  type FindOptions,
  type QueryOrderMap,
} from '@mikro-orm/core';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { type EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { WholeNumber } from '../validation/numbers';
import { fieldError } from './errors';
import { nameFilter } from './name-search';
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

/**
 * A field searched with a case-insensitive substring match of the keyword (a pg_trgm index serves
 * it), or a pair of first and last name fields searched by the one name rule (`nameFilter`).
 */
export type SearchField = string | readonly [string, string];

export interface PageSpec<E extends object, R> {
  /** Filters the caller already decided (status, ability conditions, date range). */
  where?: FilterQuery<E>;
  searchFields: readonly SearchField[];
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
  fields: readonly SearchField[],
): FilterQuery<E> | undefined => {
  const trimmed = keyword?.trim();
  if (!trimmed || fields.length === 0) return undefined;
  const pattern = `%${escapeLike(trimmed)}%`;
  return {
    $or: fields.map((field) =>
      typeof field === 'string' ? { [field]: { $ilike: pattern } } : nameFilter(trimmed, field),
    ),
  } as FilterQuery<E>;
};

/**
 * Up to this many rows a list's total is counted; past it the total is PostgreSQL's estimate of the
 * same query (its plan's rows). Counting every row of a ten-year table took longer than the page.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** From this offset on, a page's ids are read first (an index-only scan where the order has an index), then its rows. */
export const DEFERRED_PAGE_OFFSET = 1_000;

/** What a page read tells of the total before anything is counted. */
interface PageRead {
  offset: number;
  pageSize: number;
  rows: number;
}

/**
 * The total of a list whose rows are those of `select` (SQL with `?` parameters, no ORDER BY or
 * LIMIT): none counted when the page read already tells (a page short of its size, not past the
 * end); PostgreSQL's estimate when it is past {@link EXACT_COUNT_LIMIT}; otherwise counted exactly
 * up to that limit (estimates err), and estimated past it. The one way paged lists count, ORM and
 * SQL alike.
 */
export const countTotal = async (
  em: Pick<SqlEntityManager, 'getConnection'>,
  select: string,
  params: readonly unknown[],
  read?: PageRead,
): Promise<number> => {
  if (read && read.rows < read.pageSize && (read.rows > 0 || read.offset === 0))
    return read.offset + read.rows;
  const connection = em.getConnection();
  const [plan] = await connection.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
    `explain (format json) ${select}`,
    [...params],
  );
  const estimate = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
  if (estimate > EXACT_COUNT_LIMIT) return estimate;
  const [counted] = await connection.execute<{ n: number }[]>(
    `select count(*)::int as n from (${select} limit ${EXACT_COUNT_LIMIT + 1}) counted`,
    [...params],
  );
  return counted.n <= EXACT_COUNT_LIMIT ? counted.n : Math.max(counted.n, estimate);
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
  const orderBy = sortOrder(query.sort, spec);
  const offset = (query.page - 1) * query.pageSize;
  const page = { orderBy, limit: query.pageSize, offset };
  // A page's collections are read by the page's ids after it (select-in): joined, MikroORM pages
  // by grouping every row of the list with its children (every registration with its seats).
  // Deep pages: the ids alone walk the order's index (skipping rows there, not in the table), then
  // the page's rows are read by id.
  const entities =
    offset >= DEFERRED_PAGE_OFFSET
      ? await em
          .fork()
          .find(entity, where, { ...page, fields: ['id'] as never })
          .then((ids) =>
            ids.length
              ? em.find(
                  entity,
                  {
                    id: { $in: ids.map((row) => (row as unknown as { id: number }).id) },
                  } as unknown as FilterQuery<E>,
                  { orderBy, populate: spec.populate, strategy: LoadStrategy.SELECT_IN },
                )
              : [],
          )
      : await em.find(entity, where, { ...page, populate: spec.populate, strategy: LoadStrategy.SELECT_IN });
  const counting = (em as SqlEntityManager).fork().createQueryBuilder(entity).select('id', true).where(where);
  // The values written in by MikroORM (its placeholders are not knex's `?`), as its own reads do.
  const total = await countTotal(em as SqlEntityManager, counting.getFormattedQuery(), [], {
    offset,
    pageSize: query.pageSize,
    rows: entities.length,
  });
  return { items: entities.map(spec.map), page: query.page, pageSize: query.pageSize, total };
};
