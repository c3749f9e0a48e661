import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, raw } from '@mikro-orm/core';
import {
  SettingsCache,
  type Page,
  type PageQueryDto,
  conflict,
  fieldError,
  findPage,
  notFound,
  singaporeDate,
} from '@app/core';
import { PublicSettingsService } from '@app/config';
import {
  type AnyBundle,
  type ExclusiveBundle as BundleRule,
  type MinSpendDiscount,
  type PromoCode as PromoRule,
} from '../pricing/pricing';
import { ExclusiveBundle } from './exclusive-bundle.entity';
import {
  type ExclusiveBundleInput,
  type PromoCodeInput,
  type PromoCodeResponse,
  toPromoCodeResponse,
} from './promo-code.dto';
import { Course } from '@app/courses';
import { PromoCode, PromoCodeKind } from './promo-code.entity';

/** Promo codes, and the promotions configured in the lookup lists, as pricing rules. */
@Injectable()
export class PromotionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: PublicSettingsService,
    private readonly cache: SettingsCache,
  ) {}

  page(query: PageQueryDto): Promise<Page<PromoCodeResponse>> {
    return findPage(this.em, PromoCode, query, {
      searchFields: ['code', 'description'],
      sortable: ['code', 'validTo', 'createdAt'],
      defaultSort: { code: 'asc', id: 'asc' },
      map: toPromoCodeResponse,
    });
  }

  async save(input: PromoCodeInput): Promise<PromoCodeResponse> {
    return this.em.transactional(async () => {
      const code = input.code.trim().toUpperCase();
      const existing = input.id
        ? await this.em.findOne(PromoCode, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (input.id && !existing) throw notFound(`Promo code ${input.id}`);
      const same = await this.em.findOne(PromoCode, {
        code,
        ...(existing ? { id: { $ne: existing.id } } : {}),
      });
      if (same) throw conflict('DUPLICATE_PROMO_CODE', `The promo code ${code} already exists`);
      if (input.kind === PromoCodeKind.Percent && input.value > 10_000) {
        throw fieldError('value', 'A percentage cannot exceed 100 %');
      }
      if (input.validFrom && input.validTo && input.validTo < input.validFrom) {
        throw fieldError('validTo', 'Valid to must not be before valid from');
      }
      const values = {
        code,
        description: input.description.trim(),
        kind: input.kind,
        value: input.value,
        courseIds: [...new Set(input.courseIds ?? [])],
        validFrom: input.validFrom ?? null,
        validTo: input.validTo ?? null,
        maxUses: input.maxUses ?? null,
        active: input.active ?? true,
      };
      const promo = existing ?? this.em.create(PromoCode, values);
      this.em.assign(promo, values);
      await this.em.flush();
      return toPromoCodeResponse(promo);
    });
  }

  /**
   * The rule a code stands for, or a 400 saying why it cannot be used: unknown, switched off, not
   * yet valid, expired, used up, or for none of the chosen courses.
   */
  async rule(rawCode: string, courseIds: readonly number[], today = singaporeDate()): Promise<PromoRule> {
    const code = rawCode.trim().toUpperCase();
    const promo = await this.em.findOne(PromoCode, { code });
    const refuse = (reason: string) => fieldError('promoCode', `Promo code ${code} ${reason}`);
    if (!promo || !promo.active) throw refuse('is not valid');
    if (promo.validFrom && today < promo.validFrom) throw refuse(`is valid only from ${promo.validFrom}`);
    if (promo.validTo && today > promo.validTo) throw refuse(`expired on ${promo.validTo}`);
    if (promo.maxUses !== null && promo.maxUses !== undefined && promo.usedCount >= promo.maxUses) {
      throw refuse('has been fully used');
    }
    if (promo.courseIds.length && !courseIds.some((id) => promo.courseIds.includes(id))) {
      throw refuse('does not apply to the chosen courses');
    }
    return { code, kind: promo.kind, value: promo.value, courseIds: promo.courseIds };
  }

  /** Counts a paid use; called in the transaction that confirms the payment. */
  async recordUse(code: string): Promise<void> {
    await this.em.nativeUpdate(PromoCode, { code }, { usedCount: raw('used_count + 1') });
  }

  allBundles(): Promise<ExclusiveBundle[]> {
    return this.em.find(ExclusiveBundle, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  async saveBundle(input: ExclusiveBundleInput): Promise<ExclusiveBundle> {
    const courseIds = [...new Set(input.courseIds)];
    if (courseIds.length !== input.courseIds.length)
      throw fieldError('courseIds', 'A bundle names each course once');
    const known = await this.em.count(Course, { id: { $in: courseIds } });
    if (known !== courseIds.length) throw fieldError('courseIds', 'Every course of a bundle must exist');
    return this.em.transactional(async () => {
      const bundle = input.id ? await this.em.findOne(ExclusiveBundle, { id: input.id }) : null;
      if (input.id && !bundle) throw notFound(`Bundle ${input.id}`);
      const values = {
        name: input.name.trim(),
        courseIds,
        discountCents: input.discountCents,
        validFrom: input.validFrom ?? null,
        validTo: input.validTo ?? null,
        active: input.active ?? true,
      };
      const saved = bundle ?? this.em.create(ExclusiveBundle, values);
      this.em.assign(saved, values);
      await this.em.flush();
      return saved;
    });
  }

  /** Exclusive bundles running today. */
  exclusiveBundles(today = singaporeDate()): Promise<BundleRule[]> {
    return this.cache.get(`exclusive-bundles:${today}`, ['ExclusiveBundle'], () => this.readBundles(today));
  }

  private async readBundles(today: string): Promise<BundleRule[]> {
    const bundles = await this.em.find(ExclusiveBundle, {
      active: true,
      $and: [
        { $or: [{ validFrom: null }, { validFrom: { $lte: today } }] },
        { $or: [{ validTo: null }, { validTo: { $gte: today } }] },
      ],
    });
    return bundles.map((bundle) => ({
      name: bundle.name,
      courseIds: bundle.courseIds,
      discountCents: bundle.discountCents,
    }));
  }

  /** "Any 2 / any 3 courses" from the default bundle promo setting, where switched on. */
  async anyBundles(): Promise<AnyBundle[]> {
    const promo = await this.settings.bundlePromo();
    if (!promo) return [];
    return [
      ...(promo.bundle2.enabled ? [{ size: 2 as const, discountCents: promo.bundle2.discountCents }] : []),
      ...(promo.bundle3.enabled ? [{ size: 3 as const, discountCents: promo.bundle3.discountCents }] : []),
    ];
  }

  /** The default minimum-spend discount, while its dates include today. */
  async minSpend(): Promise<MinSpendDiscount | null> {
    const promo = await this.settings.discountPromo();
    return promo ? { minSpendCents: promo.minSpendCents, discountCents: promo.discountCents } : null;
  }
}
