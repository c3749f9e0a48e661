import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AppAbility,
  type SearchType,
  abilityAllows,
  escapeLike,
  maskNric,
  nameSql,
  normaliseNric,
  normaliseSgMobile,
  queryRows,
} from '@app/core';
import {
  type GlobalSearchQueryDto,
  type ParticipantHit,
  type SearchGroup,
  type SearchResults,
} from './search.dto';

/** Each group lists this many; `more` says there were others. */
export const SEARCH_GROUP_LIMIT = 25;

type Group = 'participants' | 'registrations' | 'invoices' | 'receipts';

/**
 * What a filter type means for each kind of record, as a SQL condition on that record's table
 * (aliased p, r, i, rc). `{kw}` is the keyword as an ILIKE substring pattern, `{exact}` the keyword
 * itself, `{name:x}` the one name rule (`nameSql`) over alias x's first and last names and
 * `{customer:x}` over its customer name; the pg_trgm indexes serve the substring matches. A record
 * reached two ways is found by a UNION of the two index lookups, never an OR across tables (which
 * PostgreSQL can only answer by reading every registration).
 */
type Conditions = Partial<Record<Group, string>>;

/** Participants matched by a condition on p; other groups reach them through this. */
const viaParticipants = (condition: string): Conditions => ({
  participants: condition,
  registrations: `r.id in (select r2.id from registration r2 where r2.payer_id in (select p.id from participant p where ${condition})
                           union
                           select re.registration_id from registration_event re
                            where re.participant_id in (select p.id from participant p where ${condition}))`,
  invoices: `i.participant_id in (select p.id from participant p where ${condition})`,
  receipts: `rc.participant_id in (select p.id from participant p where ${condition})`,
});

const byCourse = (condition: string): Conditions => ({
  registrations: `r.id in (select re.registration_id from registration_event re join event e on e.id = re.event_id
                            join course c on c.id = e.course_id where ${condition})`,
});

const NAME = '{name:p}';

/** NRIC/FIN: a substring for readers who see NRICs in full; the whole number for anyone else. */
const nricConditions = (reveal: boolean): Conditions =>
  viaParticipants(reveal ? 'p.nric ilike {kw}' : 'p.nric = {exact}');

const CONDITIONS: Record<Exclude<SearchType, 'NRIC'>, Conditions> = {
  Name: {
    ...viaParticipants(NAME),
    invoices: `i.id in (select i2.id from invoice i2 where {customer:i2}
                        union select i2.id from invoice i2 where i2.participant_id in (select p.id from participant p where ${NAME}))`,
    receipts: `rc.id in (select r2.id from receipt r2 where {customer:r2}
                         union select r2.id from receipt r2 where r2.participant_id in (select p.id from participant p where ${NAME}))`,
  },
  Email: {
    ...viaParticipants('p.email ilike {kw}'),
    invoices: 'i.customer_email ilike {kw}',
    receipts: 'rc.customer_email ilike {kw}',
  },
  'CEA Registration No.': viaParticipants('p.cea_reg_no ilike {kw}'),
  Phone: viaParticipants('p.mobile_no ilike {kw}'),
  'Company Registration No.': {
    ...viaParticipants('p.corporate_id in (select co.id from corporate co where co.uen ilike {kw})'),
    invoices: 'i.corporate_id in (select co.id from corporate co where co.uen ilike {kw})',
    receipts: 'rc.corporate_id in (select co.id from corporate co where co.uen ilike {kw})',
  },
  'Registration No.': {
    registrations: 'r.reg_no ilike {kw}',
    invoices: 'i.registration_id in (select r.id from registration r where r.reg_no ilike {kw})',
    receipts: `rc.id in (select pm.receipt_id from payment pm join registration r on r.id = pm.registration_id
                         where r.reg_no ilike {kw})`,
  },
  'Invoice No.': {
    invoices: 'i.invoice_no ilike {kw}',
    registrations: 'r.id in (select i.registration_id from invoice i where i.invoice_no ilike {kw})',
  },
  'Receipt No.': {
    receipts: 'rc.receipt_no ilike {kw}',
    registrations: `r.id in (select pm.registration_id from payment pm join receipt rc on rc.id = pm.receipt_id
                             where rc.receipt_no ilike {kw})`,
  },
  'Reference No.': {
    registrations: `r.id in (select r2.id from registration r2 where r2.payment_reference ilike {kw}
                             union select pm.registration_id from payment pm
                                    where pm.reference ilike {kw} or pm.provider_reference ilike {kw})`,
    receipts:
      'rc.id in (select pm.receipt_id from payment pm where pm.reference ilike {kw} or pm.provider_reference ilike {kw})',
  },
  Title: byCourse('e.title ilike {kw} or c.title ilike {kw}'),
  Code: byCourse('c.code ilike {kw}'),
};

/** The keyword as the records store it: NRIC upper case without spaces, mobiles without +65. */
const storedForm = (type: SearchType, keyword: string): string => {
  if (type === 'NRIC') return normaliseNric(keyword);
  if (type === 'Phone') return normaliseSgMobile(keyword);
  return keyword.trim();
};

/** Replaces the named tokens with positional parameters (or the name rule's SQL and its parameters), in order. */
const bind = (sql: string, values: { kw: string; exact: string; keyword: string }): [string, string[]] => {
  const params: string[] = [];
  const text = sql.replace(/\{(kw|exact|name|customer)(?::(\w+))?\}/g, (_, token: string, alias?: string) => {
    if (token === 'kw' || token === 'exact') {
      params.push(values[token]);
      return '?';
    }
    const rule = nameSql(alias ?? '', values.keyword, token === 'name' ? undefined : ['customer_name']);
    params.push(...rule.params);
    return `(${rule.sql})`;
  });
  return [text, params];
};

const QUERIES: Record<Group, string> = {
  participants: `select p.id, p.first_name || ' ' || p.last_name as name, p.nric, p.email, p.mobile_no as "mobileNo",
      p.cea_reg_no as "ceaRegNo"
    from participant p where p.merged_into_id is null and (%s) order by p.last_name, p.first_name, p.id limit ?`,
  registrations: `select r.id, r.reg_no as "regNo", r.status, r.payment_status as "paymentStatus",
      r.total_cents as "totalCents", r.created_at as "createdAt",
      (select p.first_name || ' ' || p.last_name from participant p where p.id = r.payer_id) as "payerName"
    from registration r where (%s) order by r.created_at desc, r.id desc limit ?`,
  invoices: `select i.id, i.invoice_no as "invoiceNo", i.customer_name as "customerName", i.issued_on as "issuedOn",
      i.total_cents as "totalCents", i.balance_cents as "balanceCents", i.status
    from invoice i where (%s) order by i.issued_on desc, i.id desc limit ?`,
  receipts: `select rc.id, rc.receipt_no as "receiptNo", rc.customer_name as "customerName",
      rc.received_on as "receivedOn", rc.amount_cents as "amountCents", rc.status
    from receipt rc where (%s) order by rc.received_on desc, rc.id desc limit ?`,
};

/** Which permission shows each group. */
const SUBJECT_OF = {
  registrations: 'Registration',
  participants: 'Participant',
  invoices: 'Invoice',
  receipts: 'Receipt',
} as const;

/**
 * The back office's one search (spec 7.6 `search/filter`): a filter type and a keyword, answered
 * across registrations, participants, invoices and receipts, one set-based query per group.
 */
@Injectable()
export class SearchService {
  constructor(private readonly em: EntityManager) {}

  /** One statement: each visible group's rows as a JSON array, limited and ordered in SQL. */
  async search(query: GlobalSearchQueryDto, ability: AppAbility): Promise<SearchResults> {
    const reveal = ability.can('read', 'PersonalData');
    const conditions = query.searchType === 'NRIC' ? nricConditions(reveal) : CONDITIONS[query.searchType];
    const exact = storedForm(query.searchType, query.keyword);
    const values = { kw: `%${escapeLike(exact)}%`, exact, keyword: exact };
    // A group shows when its subject is readable whole: a rule limited to one's own records (a
    // coordinator's receipts of their walk-ins) would otherwise list everyone's.
    const groups = (Object.keys(SUBJECT_OF) as Group[]).filter((group) =>
      abilityAllows(ability, { action: 'read', subject: SUBJECT_OF[group] }),
    );
    const selects: string[] = [];
    const params: unknown[] = [];
    for (const group of groups) {
      const condition = conditions[group];
      if (!condition) {
        selects.push(`'[]'::json as "${group}"`);
        continue;
      }
      const [sql, bound] = bind(QUERIES[group].replace('%s', condition), values);
      selects.push(`(select coalesce(json_agg(t), '[]'::json) from (${sql}) t) as "${group}"`);
      params.push(...bound, SEARCH_GROUP_LIMIT + 1);
    }
    const results: SearchResults = { searchType: query.searchType, keyword: query.keyword };
    if (!selects.length) return results;
    const [row] = await queryRows<Partial<Record<Group, unknown[]>>>(
      this.em,
      `select ${selects.join(', ')}`,
      params,
    );
    for (const group of groups) {
      const rows = row[group] ?? [];
      const items = rows.slice(0, SEARCH_GROUP_LIMIT);
      const shown =
        group === 'participants'
          ? (items as ParticipantHit[]).map((hit) => ({
              ...hit,
              nric: hit.nric && !reveal ? maskNric(hit.nric) : hit.nric,
            }))
          : items;
      (results as Record<Group, SearchGroup<unknown>>)[group] = {
        items: shown,
        more: rows.length > SEARCH_GROUP_LIMIT,
      };
    }
    return results;
  }
}
