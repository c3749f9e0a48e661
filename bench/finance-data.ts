import { Client } from 'pg';

export interface FinanceDataSize {
  /** Participants and corporates together; one in ten is a corporate. */
  customers: number;
  invoices: number;
  /** The last day of the five years (`YYYY-MM-DD`); today by default. */
  today?: string;
  /** Prefix of the generated document numbers and names, so several sets can share a database. */
  tag?: string;
  /** Keep the indexes during the load (small sets in a shared test database). */
  keepIndexes?: boolean;
  /** Bill the participants and corporates already stored (bench/ten-year-data.ts) instead of making new ones. */
  billExisting?: boolean;
}

/** What a generated set holds, for the benchmark's report and the tests' arithmetic. */
export interface FinanceDataSet {
  participants: number;
  corporates: number;
  invoices: number;
  payments: number;
  creditNotes: number;
  voids: number;
}

/** Tables the generator writes: their secondary indexes are dropped during a large load and rebuilt after. */
const LOADED = [
  'participant',
  'corporate',
  'invoice',
  'receipt',
  'payment',
  'payment_allocation',
  'credit_note',
  'void_entry',
];

/**
 * Each invoice's fate, drawn once: 55% paid in full (one in fifty overpaid, the excess a credit on
 * account), 10% paid in two halves, 10% partly paid, 5% credited in part with the rest paid, 1%
 * voided, the rest unpaid. Payments come 0–90 days after issue, skewed early; a payment, credit
 * note or void that would fall after the end of the set is not made (yet).
 */
const FATES = `case when r < 0.55 then 'full' when r < 0.65 then 'split' when r < 0.75 then 'partial'
                    when r < 0.80 then 'credit' when r < 0.81 then 'void' else 'unpaid' end`;

const newCustomers = (customers: number): Customers => {
  const corporates = Math.max(1, Math.round(customers / 10));
  return { corporates, participants: Math.max(1, customers - corporates) };
};

const newCustomerRows = (tag: string, participants: number, corporates: number): string[] => [
  `insert into participant (id, first_name, last_name, email, mobile_no, status)
     select b.p0 + g, 'Bench', '${tag} Person ' || g, '${tag.toLowerCase()}-person-' || g || '@bench.invalid',
            '8' || lpad(g::text, 7, '0'), 'Active'
       from bench_base b, generate_series(1, ${participants}) g`,
  `insert into corporate (id, name, uen, address, postal_code, contact_email, payment_terms_days)
     select b.c0 + g, '${tag} Corporate ' || g, left('${tag}', 1) || lpad(g::text, 8, '0') || 'Z', '1 Bench Road', '048616',
            'accounts-' || g || '@bench.invalid', 30
       from bench_base b, generate_series(1, ${corporates}) g`,
];

interface Customers {
  participants: number;
  corporates: number;
}

const statements = (
  size: Required<Omit<FinanceDataSize, 'keepIndexes' | 'billExisting'>>,
  existing: Customers | null,
): string[] => {
  const { invoices, today, tag } = size;
  const { corporates, participants } = existing ?? newCustomers(size.customers);
  const day = `'${today}'::date`;
  const next = (table: string) => `(select coalesce(max(id), 0) from ${table})`;
  // Existing customers are billed from the first id on; new ones come after those stored.
  const first = (table: string) => (existing ? `(select min(id) - 1 from ${table})` : next(table));
  const customerName = `case when corporate then (select c.name from corporate c where c.id = corporate_id)
                             else (select p.first_name || ' ' || p.last_name from participant p where p.id = participant_id) end`;
  return [
    `select setseed(0.42)`,
    `create temporary table bench_base as select ${first('participant')} as p0, ${first('corporate')} as c0,
            ${next('invoice')} as i0, ${next('receipt')} as r0, ${next('payment')} as pay0,
            ${next('payment_allocation')} as a0, ${next('credit_note')} as cn0`,
    ...(existing ? [] : newCustomerRows(tag, participants, corporates)),
    // More business in recent years: the day is drawn with a quadratic skew towards today.
    `create temporary table bench_invoice as
       select g, b.i0 + g as id, corporate, ${FATES} as fate, issued_on,
              case when corporate then issued_on + 30 else issued_on end as due_on,
              case when corporate then b.c0 + 1 + (g::bigint * 7919) % ${corporates} end as corporate_id,
              case when corporate then null else b.p0 + 1 + (g::bigint * 104729) % ${participants} end as participant_id,
              (10 + floor(random() * 290)::int) * 500 as total,
              issued_on + floor(90 * random() ^ 3)::int as paid_on,
              issued_on + 30 + floor(60 * random())::int as later_on
         from bench_base b, generate_series(1, ${invoices}) g,
              lateral (select random() + g * 0 as r, random() < 0.3 as corporate,
                              ${day} - floor(1826 * (1 - sqrt(random())))::int as issued_on) drawn`,
    `alter table bench_invoice add column customer_name text`,
    `update bench_invoice set customer_name = ${customerName}`,
    `insert into invoice (id, invoice_no, kind, customer_kind, participant_id, corporate_id, customer_name, customer_address,
                          issued_on, due_on, lines, discounts, total_cents, gst_cents, gst_rate_basis_points, tax_invoice_kind,
                          footer_html, status, version, settlement, balance_cents)
       select id, '${tag}I' || g, 'manual', case when corporate then 'corporate' else 'participant' end, participant_id, corporate_id,
              customer_name, '1 Bench Road', issued_on, due_on, '[]', '[]', total, total * 9 / 109, 900, 'full', '',
              case when fate = 'void' and issued_on + 5 <= ${day} then 'Void' else 'Issued' end, 1, 'Unpaid', total
         from bench_invoice, bench_base b`,
    // One row per payment: the full, split (two halves), partial and credited-then-paid invoices.
    `create temporary table bench_payment as
       select b.r0 + p.n as receipt_id, b.pay0 + p.n as payment_id, b.a0 + p.n as allocation_id, p.*
         from bench_base b,
              lateral (select row_number() over () as n, x.* from (
                select i.id as invoice_id, i.g, i.corporate, i.corporate_id, i.participant_id, i.customer_name, i.paid_on as received_on,
                       case when i.fate = 'full' then i.total when i.fate = 'split' then i.total / 2
                            when i.fate = 'partial' then i.total * 2 / 5 else i.total - i.total / 4 end as allocated,
                       case when i.fate = 'full' and i.g % 50 = 0 then 2000 else 0 end as extra
                  from bench_invoice i where i.fate in ('full', 'split', 'partial', 'credit') and i.paid_on <= ${day}
                union all
                select i.id, i.g, i.corporate, i.corporate_id, i.participant_id, i.customer_name, i.later_on, i.total - i.total / 2, 0
                  from bench_invoice i where i.fate = 'split' and i.later_on <= ${day}) x) p`,
    `insert into receipt (id, receipt_no, customer_kind, participant_id, corporate_id, customer_name, received_on, amount_cents,
                          footer_html, status, version)
       select receipt_id, '${tag}R' || n, case when corporate then 'corporate' else 'participant' end, participant_id, corporate_id,
              customer_name, received_on, allocated + extra, '', 'Active', 1
         from bench_payment`,
    `insert into payment (id, customer_kind, participant_id, corporate_id, received_on, payment_mode_id, amount_cents, receipt_id, status)
       select payment_id, case when corporate then 'corporate' else 'participant' end, participant_id, corporate_id, received_on,
              modes.ids[1 + n % array_length(modes.ids, 1)], allocated + extra, receipt_id, 'Received'
         from bench_payment, (select array_agg(id order by id) as ids from payment_mode) modes`,
    `insert into payment_allocation (id, payment_id, invoice_id, amount_cents)
       select allocation_id, payment_id, invoice_id, allocated from bench_payment`,
    `insert into credit_note (id, credit_note_no, invoice_id, customer_kind, participant_id, corporate_id, customer_name, issued_on,
                              reason, lines, total_cents, gst_cents, gst_rate_basis_points, status, version, requested_at)
       select b.cn0 + row_number() over (), '${tag}C' || i.g, i.id, case when corporate then 'corporate' else 'participant' end,
              participant_id, corporate_id, 'Bench', issued_on + 20, 'Bench', '[]', total / 4, 0, 900, 'Issued', 1, issued_on + 20
         from bench_invoice i, bench_base b where i.fate = 'credit' and i.issued_on + 20 <= ${day}`,
    `insert into void_entry (document_type, document_id, document_no, reason, voided_on)
       select 'Invoice', id, '${tag}I' || g, 'Bench', issued_on + 5 from bench_invoice where fate = 'void' and issued_on + 5 <= ${day}
       union all
       select 'Receipt', receipt_id, '${tag}R' || n, 'Bench', received_on + 3 from bench_payment where n % 200 = 7 and received_on + 3 <= ${day}`,
    ...['participant', 'corporate', 'invoice', 'receipt', 'payment', 'payment_allocation', 'credit_note'].map(
      (table) => `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    ),
  ];
};

/**
 * Runs a bulk load inside the caller's transaction with the tables' secondary indexes dropped and
 * their triggers (foreign keys, the receivables ledger) off, as a restore does, then rebuilds the
 * indexes: building each once is minutes faster than keeping it up row by row. The data must be
 * consistent by construction. No tables: the load runs as it is.
 */
export const withoutIndexes = async (
  client: Client,
  tables: readonly string[],
  load: () => Promise<void>,
) => {
  if (!tables.length) return load();
  const indexes = (
    await client.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = any($1)
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [tables],
    )
  ).rows;
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await client.query(`set local session_replication_role = replica`);
  await load();
  await client.query(`set local session_replication_role = origin`);
  for (const index of indexes) await client.query(index.definition);
};

/**
 * A finance data set made by PostgreSQL itself (generate_series, one statement a table, no loop of
 * inserts): participants and corporates, invoices over the five years up to `today` with payments,
 * partial payments, credit notes, voided invoices and voided receipts, then ANALYZE. Written straight to
 * billing's tables as a benchmark and test data set only: the application writes through billing's
 * services. A large load drops the tables' secondary indexes and turns off their triggers (foreign keys,
 * the receivables ledger) for its duration, then rebuilds the indexes and the ledger, as a restore does.
 */
export const generateFinanceData = async (url: string, size: FinanceDataSize): Promise<FinanceDataSet> => {
  const full = { today: new Date().toISOString().slice(0, 10), tag: 'B', ...size };
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // One transaction: a failed load leaves the database as it was, indexes included.
    await client.query('begin');
    await client.query(`set local work_mem = '256MB'`);
    await client.query(`set local maintenance_work_mem = '512MB'`);
    // One connection: the working tables are temporary, so they live as long as it does.
    const existing = full.billExisting
      ? (
          await client.query<Customers>(
            `select (select count(*) from participant)::int as participants, (select count(*) from corporate)::int as corporates`,
          )
        ).rows[0]
      : null;
    await withoutIndexes(client, full.keepIndexes ? [] : LOADED, async () => {
      for (const statement of statements(full, existing)) await client.query(statement);
    });
    // The receivables ledger's triggers were off with the others: rebuilt whole, as the indexes are.
    if (!full.keepIndexes) await client.query(`select receivable_refresh(null, null)`);
    const [counts] = (
      await client.query<Record<keyof FinanceDataSet, string>>(
        `select (select count(*) from participant p, bench_base b where p.id > b.p0) as participants,
                (select count(*) from corporate c, bench_base b where c.id > b.c0) as corporates,
                (select count(*) from bench_invoice) as invoices, (select count(*) from bench_payment) as payments,
                (select count(*) from credit_note c, bench_base b where c.id > b.cn0) as "creditNotes",
                (select count(*) from void_entry v, bench_base b where v.document_type = 'Invoice' and v.document_id > b.i0) as voids`,
      )
    ).rows;
    await client.query('commit');
    // Vacuumed too, as autovacuum would: index-only scans need the visibility map.
    await client.query(`vacuum analyze ${[...LOADED, 'receivable_balance'].join(', ')}`);
    return {
      participants: Number(counts.participants),
      corporates: Number(counts.corporates),
      invoices: Number(counts.invoices),
      payments: Number(counts.payments),
      creditNotes: Number(counts.creditNotes),
      voids: Number(counts.voids),
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
};
