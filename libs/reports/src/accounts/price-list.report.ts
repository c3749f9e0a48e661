import { OptionalDate, PageQueryDto, escapeLike, singaporeDate } from '@app/core';
import { defineReport } from '../mechanism/report-definition';

/** The price list on a day (today in Singapore when none). */
export class PriceListQuery extends PageQueryDto {
  @OptionalDate('Date')
  date?: string;
}

const money = (cents: string) => `'S$' || to_char(${cents} / 100.0, 'FM999,999,990.00')`;

/**
 * Every active course with its fee per participant type, its promo fee and the bundle rules in
 * force on the day (spec 2.2 "price list"). The fees per participant type are those of the
 * course's next event (the price a buyer pays now), else of its latest; a course with no event
 * fees shows its standard fee. Bundles: the exclusive bundles valid on the day that include the
 * course, and the default "any 2 / any 3" promotion, which applies to every course.
 */
export const PRICE_LIST = defineReport<PriceListQuery>({
  name: 'price-list',
  title: 'Price list',
  query: (params) => {
    const day = params.date || singaporeDate();
    const keyword = params.keyword?.trim() ?? '';
    return {
      sql: `with priced_event as (
              select distinct on (e.course_id) e.course_id, e.id
                from event e
               where exists (select 1 from event_fee f where f.event_id = e.id)
               order by e.course_id, (e.starts_at::date < ?::date), case when e.starts_at::date >= ?::date then e.starts_at end,
                        e.starts_at desc),
            any_bundle as (
              select nullif(concat_ws('; ',
                       case when b.bundle2_enabled then 'Any 2 courses: less ' || ${money('b.bundle2_discount_cents')} end,
                       case when b.bundle3_enabled then 'Any 3 courses: less ' || ${money('b.bundle3_discount_cents')} end), '') as rules
                from bundle_promo_setting b where b.is_default and b.status = 'Active')
            select c.id || ':' || coalesce(pt.id, 0) as "rowKey", c.id as "courseId", c.code as "courseCode", c.title as "courseTitle",
                   ct.name as "courseType", coalesce(pt.name, 'Standard') as "participantType",
                   coalesce(f.fee_cents, c.fee_cents) as "feeCents",
                   case when c.promo_fee_cents is not null and (c.promo_valid_from is null or c.promo_valid_from <= ?::date)
                             and (c.promo_valid_to is null or c.promo_valid_to >= ?::date) then c.promo_fee_cents end as "promoFeeCents",
                   case when c.promo_fee_cents is not null and (c.promo_valid_from is null or c.promo_valid_from <= ?::date)
                             and (c.promo_valid_to is null or c.promo_valid_to >= ?::date)
                        then to_char(c.promo_valid_to, 'YYYY-MM-DD') end as "promoValidTo",
                   nullif(concat_ws('; ',
                     (select string_agg(x.name || ': less ' || ${money('x.discount_cents')}, '; ' order by x.name)
                        from exclusive_bundle x
                       where x.active and x.course_ids @> to_jsonb(c.id)
                         and (x.valid_from is null or x.valid_from <= ?::date) and (x.valid_to is null or x.valid_to >= ?::date)),
                     (select rules from any_bundle)), '') as "bundleRules"
              from course c
              join course_type ct on ct.id = c.course_type_id
              left join priced_event pe on pe.course_id = c.id
              left join event_fee f on f.event_id = pe.id
              left join participant_type pt on pt.id = f.participant_type_id
             where c.status = 'Active' and (? = '' or c.code ilike ? or c.title ilike ?)`,
      params: [
        day,
        day,
        day,
        day,
        day,
        day,
        day,
        day,
        keyword,
        `%${escapeLike(keyword)}%`,
        `%${escapeLike(keyword)}%`,
      ],
    };
  },
  columns: [
    { key: 'rowKey', header: 'Key', hidden: true },
    { key: 'courseId', header: 'Id', type: 'integer', hidden: true },
    { key: 'courseCode', header: 'Code', width: 14, sortable: true },
    { key: 'courseTitle', header: 'Course', width: 40, sortable: true },
    { key: 'courseType', header: 'Course type', width: 16, sortable: true },
    { key: 'participantType', header: 'Participant type', width: 20, sortable: true },
    { key: 'feeCents', header: 'Fee (S$)', type: 'money', sortable: true },
    { key: 'promoFeeCents', header: 'Promo fee (S$)', type: 'money' },
    { key: 'promoValidTo', header: 'Promo until', type: 'date' },
    { key: 'bundleRules', header: 'Bundle rules', width: 48 },
  ],
  defaultSort: ['courseCode', 'participantType', 'rowKey'],
});
