import { type FilterQuery } from '@mikro-orm/core';

/** More words than this add nothing a person types into a name box; the rest are ignored. */
const MAX_NAME_WORDS = 5;

const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The words of a name as typed: "Arjun Chew", "chew arjun" and "Arj" alike. */
export const nameWords = (keyword: string | undefined): string[] =>
  (keyword ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_NAME_WORDS);

/**
 * The one rule by which a person is found by name, in every list and search: each word typed is
 * part of the first or the last name (case aside), so a full name, a name in either order and a part
 * of a name all find the person. A word holds no space, so "part of the first or the last name" is
 * "part of the full name". Served by the pg_trgm indexes on each name column.
 */
export const nameFilter = <E>(
  keyword: string | undefined,
  fields: readonly [string, string] = ['firstName', 'lastName'],
): FilterQuery<E> | undefined => {
  const words = nameWords(keyword);
  if (!words.length) return undefined;
  return {
    $and: words.map((word) => ({ $or: fields.map((field) => ({ [field]: { $ilike: likePattern(word) } })) })),
  } as FilterQuery<E>;
};

/**
 * {@link nameFilter} as SQL over name columns (a person's `first_name` and `last_name` by default, or
 * a document's one `customer_name`), with its parameters; 'false' for no words.
 */
export const nameSql = (
  alias: string,
  keyword: string | undefined,
  columns: readonly string[] = ['first_name', 'last_name'],
): { sql: string; params: string[] } => {
  const words = nameWords(keyword);
  if (!words.length) return { sql: 'false', params: [] };
  return {
    sql: words
      .map(() => `(${columns.map((column) => `${alias}.${column} ilike ?`).join(' or ')})`)
      .join(' and '),
    params: words.flatMap((word) => columns.map(() => likePattern(word))),
  };
};
