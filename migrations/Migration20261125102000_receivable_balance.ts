import { Migration } from '@mikro-orm/migrations';

/** Billing's tables whose rows move an invoice's or a payment's balance at some date. */
const SOURCES = [
  'invoice',
  'document_version',
  'credit_note',
  'refund',
  'payment',
  'payment_allocation',
  'receipt',
  'void_entry',
];

const EVENTS = [
  ['insert', 'referencing new table as new_rows'],
  ['update', 'referencing old table as old_rows new table as new_rows'],
  ['delete', 'referencing old table as old_rows'],
] as const;

/**
 * The receivables ledger behind the aged trial balance (docs/reports.md "The receivables ledger"):
 * `receivable_balance` holds, for each invoice and each payment with a part on account, the periods
 * over which its balance as at a date was constant and not zero, so "as at D" reads the rows whose
 * period holds D instead of rebuilding every invoice's balance from a million documents.
 *
 * Maintained by triggers on billing's tables (statement level, with transition tables), in the
 * writer's own transaction, so no writer can be missed: whatever changes a document, the periods of
 * the invoices and payments it touches are recomputed from the dated documents by
 * `receivable_refresh`, with the rules of libs/reports/src/ledger/as-at.sql.ts, which the
 * reconciliation tests hold both to. `receivable_refresh(null, null)` rebuilds all (a bulk load
 * with triggers off, as the benchmark's generator does).
 */
export class Migration20261125102000_receivable_balance extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "receivable_balance" (
      "document_type" text not null,
      "document_id" integer not null,
      "customer_kind" text not null,
      "customer_id" integer null,
      "customer_name" varchar(255) null,
      "issued_on" date not null,
      "due_on" date null,
      "valid_from" date not null,
      "valid_until" date null,
      "balance_cents" bigint not null,
      constraint "receivable_balance_document_type_check" check ("document_type" in ('Invoice', 'Payment')),
      constraint "receivable_balance_period_check" check ("valid_until" is null or "valid_until" > "valid_from"));`);
    this.addSql(
      `create index "receivable_balance_document_type_document_id_index" on "receivable_balance" ("document_type", "document_id");`,
    );
    // Static statements: PL/pgSQL keeps their plans, so a trigger's refresh of a few documents
    // costs its execution (under a millisecond), not the planning of a large statement each time.
    this.addSql(`create function receivable_write(invoice_ids integer[], payment_ids integer[]) returns void
language plpgsql as $fn$
begin
  if cardinality(invoice_ids) > 0 then
      with inv as (
        select i.id, i.issued_on, i.version, i.total_cents,
               exists (select 1 from void_entry v where v.document_type = 'Invoice' and v.document_id = i.id) as voided
          from invoice i where i.status <> 'Draft' and i.id = any(invoice_ids)),
      docs as (
        select a.invoice_id, pm.received_on as dated_on, -a.amount_cents::bigint as amount, pm.receipt_id,
               exists (select 1 from void_entry v where v.document_type = 'Receipt' and v.document_id = pm.receipt_id) as voided
          from payment_allocation a join payment pm on pm.id = a.payment_id
         where a.invoice_id in (select id from inv)
        union all
        select c.invoice_id, c.issued_on, -c.total_cents::bigint, null, false from credit_note c
         where c.status = 'Issued' and c.invoice_id in (select id from inv)
        union all
        select r.invoice_id, r.refunded_on, r.amount_cents::bigint, null, false from refund r
         where r.status = 'PaidOut' and r.invoice_id in (select id from inv)),
      breaks as (
        select id as invoice_id, issued_on as d from inv
        union select invoice_id, dated_on from docs
        union select v.document_id, x.d from void_entry v, lateral (values (v.voided_on), (v.unvoided_on)) x(d)
               where v.document_type = 'Invoice' and x.d is not null and v.document_id in (select id from inv where voided)
        union select d.invoice_id, x.d from docs d join void_entry v on v.document_type = 'Receipt' and v.document_id = d.receipt_id,
                     lateral (values (v.voided_on), (v.unvoided_on)) x(d) where d.voided and x.d is not null
        union select dv.document_id, dv.effective_on from document_version dv
               where dv.document_type = 'Invoice' and dv.document_id in (select id from inv where version > 1)),
      at_break as (
        select b.invoice_id, b.d,
               case when b.d < i.issued_on
                      or (i.voided and exists (select 1 from void_entry v where v.document_type = 'Invoice' and v.document_id = i.id
                                                  and v.voided_on <= b.d and (v.unvoided_on is null or v.unvoided_on > b.d)))
                    then 0
                    else case when i.version > 1
                              then coalesce((select (dv.snapshot->>'totalCents')::bigint from document_version dv
                                              where dv.document_type = 'Invoice' and dv.document_id = i.id and dv.effective_on <= b.d
                                              order by dv.version desc limit 1), i.total_cents)
                              else i.total_cents end
                         + coalesce(sum(x.amount) filter (
                             where not case when x.voided
                                            then exists (select 1 from void_entry v where v.document_type = 'Receipt'
                                                            and v.document_id = x.receipt_id and v.voided_on <= b.d
                                                            and (v.unvoided_on is null or v.unvoided_on > b.d))
                                            else false end), 0)
               end as balance
          from breaks b join inv i on i.id = b.invoice_id
          left join docs x on x.invoice_id = b.invoice_id and x.dated_on <= b.d
         group by b.invoice_id, b.d, i.id, i.issued_on, i.version, i.total_cents, i.voided),
      pieces as (
        select invoice_id, d as valid_from, lead(d) over (partition by invoice_id order by d) as valid_until, balance
          from at_break)
      insert into receivable_balance (document_type, document_id, customer_kind, customer_id, customer_name, issued_on, due_on,
                                      valid_from, valid_until, balance_cents)
      select 'Invoice', i.id, i.customer_kind, coalesce(i.participant_id, i.corporate_id), i.customer_name, i.issued_on, i.due_on,
             p.valid_from, p.valid_until, p.balance
        from pieces p join invoice i on i.id = p.invoice_id
       where p.balance <> 0;
  end if;
  if cardinality(payment_ids) > 0 then
      with pay as (
        select pm.*, pm.amount_cents - coalesce((select sum(a.amount_cents) from payment_allocation a where a.payment_id = pm.id), 0) as unallocated
          from payment pm where pm.id = any(payment_ids)),
      open as (select * from pay where unallocated <> 0),
      voided as (select v.document_id, v.voided_on, v.unvoided_on from void_entry v where v.document_type = 'Receipt'
                  and v.document_id in (select receipt_id from open)),
      breaks as (
        select id as payment_id, received_on as d from open
        union select o.id, x.d from open o join voided v on v.document_id = o.receipt_id,
                     lateral (values (v.voided_on), (v.unvoided_on)) x(d) where x.d is not null),
      pieces as (
        select b.payment_id, b.d as valid_from, lead(b.d) over (partition by b.payment_id order by b.d) as valid_until,
               b.d >= o.received_on and not exists (select 1 from voided v where v.document_id = o.receipt_id and v.voided_on <= b.d
                                                       and (v.unvoided_on is null or v.unvoided_on > b.d)) as live
          from breaks b join open o on o.id = b.payment_id)
      insert into receivable_balance (document_type, document_id, customer_kind, customer_id, customer_name, issued_on, due_on,
                                      valid_from, valid_until, balance_cents)
      select 'Payment', o.id, o.customer_kind, coalesce(o.participant_id, o.corporate_id),
             (select rc.customer_name from receipt rc where rc.id = o.receipt_id), o.received_on, null,
             p.valid_from, p.valid_until, -o.unallocated
        from pieces p join open o on o.id = p.payment_id
       where p.live;
  end if;
end $fn$;`);
    this.addSql(`create function receivable_refresh(invoice_ids integer[], payment_ids integer[]) returns void
language plpgsql as $fn$
declare
  batch integer[];
begin
  if invoice_ids is null or payment_ids is null then
    -- Everything again (a bulk load with triggers off): in batches of ids, each an index range.
    lock table receivable_balance in exclusive mode;
    delete from receivable_balance;
    for batch in select array_agg(id order by id) from invoice group by id / 20000 loop
      perform receivable_write(batch, '{}');
    end loop;
    for batch in select array_agg(id order by id) from payment group by id / 20000 loop
      perform receivable_write('{}', batch);
    end loop;
    return;
  end if;
  -- One writer at a time per document; each next statement then sees the other's committed rows.
  perform pg_advisory_xact_lock(1701, id) from unnest(invoice_ids) id order by id;
  perform pg_advisory_xact_lock(1702, id) from unnest(payment_ids) id order by id;
  delete from receivable_balance where document_type = 'Invoice' and document_id = any(invoice_ids);
  delete from receivable_balance where document_type = 'Payment' and document_id = any(payment_ids);
  perform receivable_write(invoice_ids, payment_ids);
end $fn$;`);
    this.addSql(`create function receivable_changed() returns trigger
language plpgsql as $fn$
declare
  changed jsonb;
  ids integer[];
  invoice_ids integer[] := '{}';
  payment_ids integer[] := '{}';
  -- The columns the balances are made of: an update of none of them (an invoice's settlement
  -- cache, a receipt's archive flag...) changes no balance and costs no refresh.
  watched text[] := case TG_TABLE_NAME
    when 'invoice' then array['status', 'issued_on', 'due_on', 'total_cents', 'version', 'customer_kind',
                              'participant_id', 'corporate_id', 'customer_name']
    when 'document_version' then array['document_type', 'document_id', 'version', 'effective_on', 'snapshot']
    when 'credit_note' then array['invoice_id', 'status', 'issued_on', 'total_cents']
    when 'refund' then array['invoice_id', 'status', 'refunded_on', 'amount_cents']
    when 'payment' then array['customer_kind', 'participant_id', 'corporate_id', 'received_on', 'amount_cents', 'receipt_id']
    when 'payment_allocation' then array['payment_id', 'invoice_id', 'amount_cents']
    when 'receipt' then array['customer_name']
    when 'void_entry' then array['document_type', 'document_id', 'voided_on', 'unvoided_on']
  end;
begin
  -- Each transition table exists only for its own event.
  if TG_OP = 'INSERT' then
    select coalesce(jsonb_agg(to_jsonb(n)), '[]') into changed from new_rows n;
  elsif TG_OP = 'DELETE' then
    select coalesce(jsonb_agg(to_jsonb(o)), '[]') into changed from old_rows o;
  else
    select coalesce(jsonb_agg(v.r), '[]') into changed
      from (select to_jsonb(n) as after, to_jsonb(o) as before from new_rows n join old_rows o on o.id = n.id) x
      cross join lateral (values (x.after), (x.before)) v(r)
     where (select jsonb_object_agg(k, x.after->k) from unnest(watched) k)
           is distinct from (select jsonb_object_agg(k, x.before->k) from unnest(watched) k);
  end if;
  if jsonb_array_length(changed) = 0 then
    return null;
  end if;
  case TG_TABLE_NAME
    when 'invoice' then
      invoice_ids := array(select distinct (r->>'id')::integer from jsonb_array_elements(changed) r);
    when 'credit_note', 'refund' then
      invoice_ids := array(select distinct (r->>'invoice_id')::integer from jsonb_array_elements(changed) r
                            where r->>'invoice_id' is not null);
    when 'document_version' then
      invoice_ids := array(select distinct (r->>'document_id')::integer from jsonb_array_elements(changed) r
                            where r->>'document_type' = 'Invoice');
    when 'payment_allocation' then
      invoice_ids := array(select distinct (r->>'invoice_id')::integer from jsonb_array_elements(changed) r);
      payment_ids := array(select distinct (r->>'payment_id')::integer from jsonb_array_elements(changed) r);
    when 'payment' then
      payment_ids := array(select distinct (r->>'id')::integer from jsonb_array_elements(changed) r);
    when 'receipt' then
      ids := array(select distinct (r->>'id')::integer from jsonb_array_elements(changed) r);
      payment_ids := array(select pm.id from payment pm where pm.receipt_id = any(ids));
    when 'void_entry' then
      invoice_ids := array(select distinct (r->>'document_id')::integer from jsonb_array_elements(changed) r
                            where r->>'document_type' = 'Invoice');
      ids := array(select distinct (r->>'document_id')::integer from jsonb_array_elements(changed) r
                    where r->>'document_type' = 'Receipt');
      payment_ids := array(select pm.id from payment pm where pm.receipt_id = any(ids));
  end case;
  -- A payment's date or void moves what it paid on each of its invoices.
  if TG_TABLE_NAME in ('payment', 'receipt', 'void_entry') and cardinality(payment_ids) > 0 then
    invoice_ids := invoice_ids || array(select distinct a.invoice_id from payment_allocation a where a.payment_id = any(payment_ids));
  end if;
  perform receivable_refresh(invoice_ids, payment_ids);
  return null;
end $fn$`);
    for (const table of SOURCES)
      for (const [event, transition] of EVENTS)
        this.addSql(
          `create trigger "receivable_${table}_${event}" after ${event} on "${table}" ${transition}
             for each statement execute function receivable_changed();`,
        );
    this.addSql(`select receivable_refresh(null, null);`);
  }

  override async down(): Promise<void> {
    for (const table of SOURCES)
      for (const [event] of EVENTS) this.addSql(`drop trigger "receivable_${table}_${event}" on "${table}";`);
    this.addSql(`drop function receivable_changed();`);
    this.addSql(`drop function receivable_refresh(integer[], integer[]);`);
    this.addSql(`drop function receivable_write(integer[], integer[]);`);
    this.addSql(`drop table "receivable_balance";`);
  }
}
