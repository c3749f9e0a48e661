import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import { recordTags } from '@/shared/recordTags';
import type { ExclusiveBundle, ExclusiveBundleInput, PromoCode, PromoCodeInput } from './promotionTypes';

const promoCodes = recordTags('PromoCode');
const bundles = recordTags('ExclusiveBundle');

/** Promo codes and exclusive bundles: read by the back office, saved (created or updated) by configurers. */
export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPromoCodes: build.query<Paged<PromoCode>, ListQuery>({
      query: (query) => ({ url: '/admin/promocodes/getallbypage', params: toRequestParams(query) }),
      providesTags: [promoCodes.list],
    }),
    savePromoCode: build.mutation<PromoCode, PromoCodeInput>({
      query: (body) => ({ url: '/admin/promocode/save', method: 'POST', body }),
      invalidatesTags: promoCodes.changed((input) => input.id),
    }),
    getExclusiveBundles: build.query<ExclusiveBundle[], void>({
      query: () => '/admin/exclusivebundles/getall',
      providesTags: [bundles.list],
    }),
    saveExclusiveBundle: build.mutation<ExclusiveBundle, ExclusiveBundleInput>({
      query: (body) => ({ url: '/admin/exclusivebundle/save', method: 'POST', body }),
      invalidatesTags: bundles.changed((input) => input.id),
    }),
  }),
});

export const {
  useGetPromoCodesQuery,
  useSavePromoCodeMutation,
  useGetExclusiveBundlesQuery,
  useSaveExclusiveBundleMutation,
} = promotionsApi;
