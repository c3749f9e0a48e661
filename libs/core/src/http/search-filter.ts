import { type FilterQuery } from '@mikro-orm/core';
import { IsIn, IsOptional } from 'class-validator';
import { fieldError } from './errors';
import { keywordFilter, PageQueryDto, type SearchField } from './paging';

/** The search filter types of spec 3, each a way to look a record up by one kind of value. */
export const SEARCH_TYPES = [
  'Name',
  'NRIC',
  'Email',
  'Invoice No.',
  'CEA Registration No.',
  'Phone',
  'Registration No.',
  'Receipt No.',
  'Reference No.',
  'Company Registration No.',
  'Title',
  'Code',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** `?searchType=Email&keyword=tan` of the `filter` routes; without a type every field is searched. */
export class SearchFilterQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(SEARCH_TYPES, { message: `searchType must be one of: ${SEARCH_TYPES.join(', ')}` })
  searchType?: SearchType;
}

/**
 * The keyword filter for a search type, over the fields that type means for this kind of record.
 * A type the kind does not have is refused rather than silently matching nothing.
 */
export const searchTypeFilter = <E>(
  query: SearchFilterQueryDto,
  fieldsByType: Partial<Record<SearchType, readonly SearchField[]>>,
): FilterQuery<E> | undefined => {
  if (!query.searchType)
    return keywordFilter<E>(query.keyword, [...new Set(Object.values(fieldsByType).flat())]);
  const fields = fieldsByType[query.searchType];
  if (!fields) {
    throw fieldError('searchType', `searchType must be one of: ${Object.keys(fieldsByType).join(', ')}`);
  }
  return keywordFilter<E>(query.keyword, fields);
};
