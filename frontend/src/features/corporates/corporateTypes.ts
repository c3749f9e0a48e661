import type { ListQuery } from '@/shared/listQuery';

/** The shapes of `/admin/corporate(s)/*`: companies that register their staff, found by name or UEN. */

/** What staff enter about a corporate; every field but the name and UEN may be null. */
interface CorporateFields {
  name: string;
  /** Company registration number (UEN), upper case. */
  uen: string;
  address: string | null;
  postalCode: string | null;
  contactPerson: string | null;
  contactEmail: string | null;
  contactNo: string | null;
  remarks: string | null;
}

export interface Corporate extends CorporateFields {
  id: number;
  /** How many participants belong to it; a corporate with any cannot be deleted. */
  participantCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The `data` of create (no id) and update (an id). */
export interface CorporateInput extends CorporateFields {
  id?: number;
}

/** Spec 3's search filter types a corporate is looked up by (`?searchType=`). */
export const corporateSearchTypes = ['Name', 'Company Registration No.'] as const;
export type CorporateSearchType = (typeof corporateSearchTypes)[number];

/** The list's filters besides the keyword, under the names the server takes. */
export type CorporateListQuery = ListQuery<'searchType'>;

/** The search type in use: the URL's, or Name when it has none. */
export function corporateSearchTypeFrom(value: string | undefined): CorporateSearchType {
  return corporateSearchTypes.find((type) => type === value) ?? 'Name';
}
