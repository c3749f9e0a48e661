import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SettingsCache, notFound, singaporeDate } from '@app/core';
import { type ListDefinition, RecordStatus } from '../lists/list-definition';
import { type LookupRow } from '../lists/lookup-schemas';
import { LookupService } from '../lists/lookup.service';
import { listByName } from '../lists/registry';

const list = (name: string): ListDefinition => listByName(name) as ListDefinition;

export interface GstRate {
  ratePercent: number;
  name: string;
  effectiveFrom: string;
  effectiveTo: string | null;
}

export interface BundlePromo {
  name: string;
  bundle2: { enabled: boolean; discountCents: number };
  bundle3: { enabled: boolean; discountCents: number };
}

export interface DiscountPromo {
  name: string;
  minSpendCents: number;
  discountCents: number;
  startsOn: string | null;
  endsOn: string | null;
}

export interface PublicAnnouncement {
  title: string;
  content: string;
  startsOn: string | null;
  endsOn: string | null;
}

/** Lookup rows are loosely typed; these read one column as what the registry says it is. */
const text = (row: LookupRow, field: string): string | null => {
  const value = row[field];
  return typeof value === 'string' ? value : null;
};

const within = (row: LookupRow, day: string): boolean => {
  const from = text(row, 'startsOn');
  const to = text(row, 'endsOn');
  return (!from || from <= day) && (!to || to >= day);
};

/** What the public site reads from the configuration lists: no internal fields. */
@Injectable()
export class PublicSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly lookups: LookupService,
    private readonly cache: SettingsCache,
  ) {}

  /**
   * GST for a supply date (DOMAIN-SG: the rate at the time of supply), from the taxes list's
   * effective dates; without a date, the default tax.
   */
  gst(date?: string): Promise<GstRate> {
    return this.cache.get(`gst:${date ?? ''}`, [list('taxes').entity], () => this.readGst(date));
  }

  private async readGst(date?: string): Promise<GstRate> {
    const taxes = list('taxes');
    const row = date
      ? await this.em.findOne<LookupRow>(
          taxes.entity,
          {
            status: RecordStatus.Active,
            effectiveFrom: { $lte: date },
            $or: [{ effectiveTo: null }, { effectiveTo: { $gte: date } }],
          },
          { orderBy: { effectiveFrom: 'desc' } },
        )
      : await this.lookups.findDefault(taxes);
    if (!row) throw notFound(date ? `A GST rate for ${date}` : 'A default GST rate');
    return {
      ratePercent: Number(row.ratePercent),
      name: row.name,
      effectiveFrom: text(row, 'effectiveFrom') ?? '',
      effectiveTo: text(row, 'effectiveTo'),
    };
  }

  /** Today's announcement (a new day may end or start one, so the day is in the key). */
  announcement(): Promise<PublicAnnouncement | null> {
    return this.cache.get(`announcement:${singaporeDate()}`, [list('announcement').entity], () =>
      this.readAnnouncement(),
    );
  }

  private async readAnnouncement(): Promise<PublicAnnouncement | null> {
    const row = await this.lookups.findDefault(list('announcement'));
    if (!row || !within(row, singaporeDate())) return null;
    return {
      title: row.name,
      content: text(row, 'content') ?? '',
      startsOn: text(row, 'startsOn'),
      endsOn: text(row, 'endsOn'),
    };
  }

  bundlePromo(): Promise<BundlePromo | null> {
    return this.cache.get('bundle-promo', [list('bundlepromosetting').entity], () => this.readBundlePromo());
  }

  private async readBundlePromo(): Promise<BundlePromo | null> {
    const row = await this.lookups.findDefault(list('bundlepromosetting'));
    if (!row) return null;
    return {
      name: row.name,
      bundle2: { enabled: Boolean(row.bundle2Enabled), discountCents: Number(row.bundle2DiscountCents) },
      bundle3: { enabled: Boolean(row.bundle3Enabled), discountCents: Number(row.bundle3DiscountCents) },
    };
  }

  discountPromo(): Promise<DiscountPromo | null> {
    return this.cache.get(
      `discount-promo:${singaporeDate()}`,
      [list('minspendingdiscountpromosetting').entity],
      () => this.readDiscountPromo(),
    );
  }

  private async readDiscountPromo(): Promise<DiscountPromo | null> {
    const row = await this.lookups.findDefault(list('minspendingdiscountpromosetting'));
    if (!row || !within(row, singaporeDate())) return null;
    return {
      name: row.name,
      minSpendCents: Number(row.minSpendCents),
      discountCents: Number(row.discountCents),
      startsOn: text(row, 'startsOn'),
      endsOn: text(row, 'endsOn'),
    };
  }
}
