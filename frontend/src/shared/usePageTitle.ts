import { useEffect } from 'react';
import { brandName } from '@/app/brand';

/** Spec 2.2: a page title is the area name, plus Create, Edit or View on record pages. */
export type PageTitleSuffix = 'Create' | 'Edit' | 'View';

export function formatPageTitle(area: string, suffix?: PageTitleSuffix): string {
  return `${suffix ? `${area} ${suffix}` : area} | ${brandName}`;
}

export function usePageTitle(area: string, suffix?: PageTitleSuffix): void {
  useEffect(() => {
    document.title = formatPageTitle(area, suffix);
  }, [area, suffix]);
}
