import { Migration } from '@mikro-orm/migrations';

const CUSTOMER_CHECK = `(customer_kind = 'participant' and participant_id is not null and corporate_id is null)
  or (customer_kind = 'corporate' and corporate_id is not null and participant_id is null)
  or (customer_kind = 'walk_in' and participant_id is null and corporate_id is null)`;

const customerColumns = (table: string) => [
  `alter table "${table}" add column "customer_kind" text check ("customer_kind" in ('participant', 'corporate', 'walk_in')) null, add column "participant_id" int null, add column "corporate_id" int null;`,
  `alter table "${table}" add constraint "${table}_participant_id_foreign" foreign key ("participant_id") references "participant" ("id") on update cascade on delete no action;`,
  `alter table "${table}" add constraint "${table}_corporate_id_foreign" foreign key ("corporate_id") references "corporate" ("id") on update cascade on delete no action;`,
  `create index "${table}_participant_id_index" on "${table}" ("participant_id");`,
  `create index "${table}_corporate_id_index" on "${table}" ("corporate_id");`,
];

const userColumn = (table: string, column: string) => [
  `alter table "${table}" add column "${column}" int null;`,
  `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "app_user" ("id") on update cascade on delete set null;`,
];

/**
 * The billing ledger of docs/billing.md: invoices with customers, kinds, drafts, due dates, versions
 * and cached balances; payments in the payment modes list with allocations to invoices; receipts
 * carrying payments; credit notes; refunds and void entries (their services come with issue 16).
 * The online invoices, receipts and payments already issued move into the new shape: each payment
 * is allocated in full to its invoice, each invoice and receipt gets its version 1, and invoice
 * lines get their shares of the discounts and GST (largest remainder, as `apportion` does).
 */
export class Migration20261124150000_billing_ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "corporate" add column "payment_terms_days" int null;`);

    this.addSql(
      `create table "document_version" ("id" serial primary key, "document_type" text check ("document_type" in ('Invoice', 'Receipt', 'CreditNote')) not null, "document_id" int not null, "version" int not null, "effective_on" date not null, "snapshot" jsonb not null, "reason" text null, "created_by" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "document_version" add constraint "document_version_document_type_document_id_version_unique" unique ("document_type", "document_id", "version");`,
    );
    this.addSql(
      `alter table "document_version" add constraint "document_version_created_by_foreign" foreign key ("created_by") references "app_user" ("id") on update cascade on delete set null;`,
    );

    // Invoices: the tax invoice kind keeps its values under its own name; `kind` is now what was invoiced.
    this.addSql(`alter table "invoice" rename column "kind" to "tax_invoice_kind";`);
    this.addSql(
      `alter table "invoice" rename constraint "invoice_kind_check" to "invoice_tax_invoice_kind_check";`,
    );
    this.addSql(
      `alter table "invoice" add column "kind" text check ("kind" in ('registration', 'manual', 'product')) null;`,
    );
    this.addSql(
      `update "invoice" set "kind" = case when "registration_id" is null then 'manual' else 'registration' end;`,
    );
    this.addSql(`alter table "invoice" alter column "kind" set not null;`);
    for (const sql of customerColumns('invoice')) this.addSql(sql);
    this.addSql(
      `update "invoice" i set "customer_kind" = 'participant', "participant_id" = r."payer_id" from "registration" r where r."id" = i."registration_id";`,
    );
    this.addSql(`update "invoice" set "customer_kind" = 'walk_in' where "customer_kind" is null;`);
    this.addSql(`alter table "invoice" alter column "customer_kind" set not null;`);
    this.addSql(`alter table "invoice" alter column "customer_email" drop not null;`);
    this.addSql(`alter table "invoice" alter column "invoice_no" drop not null;`);
    this.addSql(`alter table "invoice" alter column "issued_on" drop not null;`);
    this.addSql(`alter table "invoice" drop constraint "invoice_registration_id_unique";`);
    this.addSql(`create index "invoice_registration_id_index" on "invoice" ("registration_id");`);
    this.addSql(`alter table "invoice" add column "due_on" date null;`);
    this.addSql(`update "invoice" set "due_on" = "issued_on";`);
    this.addSql(`alter table "invoice" drop constraint "invoice_status_check";`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_status_check" check ("status" in ('Draft', 'Issued', 'Void'));`,
    );
    this.addSql(
      `alter table "invoice" add column "version" int not null default 1, add column "paid_cents" int not null default 0, add column "credited_cents" int not null default 0, add column "refunded_cents" int not null default 0, add column "balance_cents" int not null default 0, add column "settlement" text check ("settlement" in ('Draft', 'Unpaid', 'PartlyPaid', 'Paid', 'Credited', 'Void')) not null default 'Unpaid', add column "attachment" jsonb null, add column "remarks" text null;`,
    );
    for (const sql of userColumn('invoice', 'created_by')) this.addSql(sql);
    this.addSql(`alter table "invoice" add constraint "invoice_customer_check" check (${CUSTOMER_CHECK});`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_issued_check" check (status = 'Draft' or (invoice_no is not null and issued_on is not null and due_on is not null));`,
    );
    this.addSql(`create index "invoice_issued_on_index" on "invoice" ("issued_on");`);
    this.addSql(
      `create index "invoice_settlement_issued_on_index" on "invoice" ("settlement", "issued_on");`,
    );
    this.addSql(
      `create index "invoice_customer_name_trgm" on "invoice" using gin ("customer_name" gin_trgm_ops);`,
    );
    this.addSql(`create index "invoice_invoice_no_trgm" on "invoice" using gin ("invoice_no" gin_trgm_ops);`);
    // Each line's share of the discounts, then of the GST: floors, and the cents left over to the
    // largest remainders, the earlier line first; seats keep their registration-event id.
    this.addSql(`with line as (
        select i.id as invoice_id, l.ord, l.value, (l.value->>'amountCents')::bigint as amount, i.gst_cents::bigint as gst,
               coalesce((select sum((d->>'amountCents')::bigint) from jsonb_array_elements(i.discounts) d), 0)::bigint as discount,
               (sum((l.value->>'amountCents')::bigint) over (partition by i.id))::bigint as amount_total,
               i.registration_id
          from invoice i cross join lateral jsonb_array_elements(i.lines) with ordinality as l(value, ord)),
      d1 as (select *, coalesce(discount * amount / nullif(amount_total, 0), 0) as d_floor,
                       coalesce(discount * amount % nullif(amount_total, 0), 0) as d_rem from line),
      d2 as (select *, discount - sum(d_floor) over (partition by invoice_id) as d_left,
                       row_number() over (partition by invoice_id order by d_rem desc, ord) as d_rank from d1),
      n1 as (select *, d_floor + case when d_rank <= d_left then 1 else 0 end as discount_cents from d2),
      n2 as (select *, amount - discount_cents as net, (sum(amount - discount_cents) over (partition by invoice_id))::bigint as net_total from n1),
      g1 as (select *, coalesce(gst * net / nullif(net_total, 0), 0) as g_floor,
                       coalesce(gst * net % nullif(net_total, 0), 0) as g_rem from n2),
      g2 as (select *, gst - sum(g_floor) over (partition by invoice_id) as g_left,
                       row_number() over (partition by invoice_id order by g_rem desc, ord) as g_rank from g1),
      seats as (select re.registration_id, re.id, row_number() over (partition by re.registration_id order by re.id) as ord
                  from registration_event re),
      shaped as (select g2.invoice_id, jsonb_agg(g2.value || jsonb_build_object(
                   'discountCents', g2.discount_cents,
                   'gstCents', g2.g_floor + case when g2.g_rank <= g2.g_left then 1 else 0 end,
                   'gstable', true,
                   'registrationEventId', seats.id) order by g2.ord) as lines
                   from g2 left join seats on seats.registration_id = g2.registration_id and seats.ord = g2.ord
                  group by g2.invoice_id)
      update invoice set lines = shaped.lines from shaped where shaped.invoice_id = invoice.id;`);

    // Receipts: the customer and the payments they carry, instead of one invoice and one method.
    for (const sql of customerColumns('receipt')) this.addSql(sql);
    this.addSql(
      `alter table "receipt" add column "customer_name" varchar(200) null, add column "customer_address" varchar(500) null, add column "customer_email" varchar(254) null, add column "version" int not null default 1;`,
    );
    for (const sql of userColumn('receipt', 'created_by')) this.addSql(sql);
    this.addSql(
      `update "receipt" r set "customer_kind" = i."customer_kind", "participant_id" = i."participant_id", "corporate_id" = i."corporate_id", "customer_name" = i."customer_name", "customer_address" = i."customer_address", "customer_email" = i."customer_email" from "invoice" i where i."id" = r."invoice_id";`,
    );
    this.addSql(
      `alter table "receipt" alter column "customer_kind" set not null, alter column "customer_name" set not null;`,
    );
    this.addSql(`alter table "receipt" drop constraint "receipt_status_check";`);
    this.addSql(
      `alter table "receipt" add constraint "receipt_status_check" check ("status" in ('Active', 'Archived', 'Void'));`,
    );
    this.addSql(`alter table "receipt" add constraint "receipt_customer_check" check (${CUSTOMER_CHECK});`);
    this.addSql(`create index "receipt_received_on_index" on "receipt" ("received_on");`);
    this.addSql(`create index "receipt_receipt_no_trgm" on "receipt" using gin ("receipt_no" gin_trgm_ops);`);

    // Payments: customer, payment mode from the list, date received, receipt; allocations to invoices.
    for (const sql of customerColumns('payment')) this.addSql(sql);
    this.addSql(
      `alter table "payment" add column "received_on" date null, add column "payment_mode_id" int null, add column "reference" varchar(100) null, add column "cheque_bank" varchar(100) null, add column "attachment" jsonb null, add column "receipt_id" int null, add column "status" text check ("status" in ('Received', 'Void')) not null default 'Received', add column "remarks" text null;`,
    );
    for (const sql of userColumn('payment', 'created_by')) this.addSql(sql);
    this
      .addSql(`update "payment" p set "customer_kind" = i."customer_kind", "participant_id" = i."participant_id", "corporate_id" = i."corporate_id",
        "received_on" = (p."received_at" at time zone 'Asia/Singapore')::date,
        "payment_mode_id" = (select m."id" from "payment_mode" m where m."code" = case p."method" when 'card' then 'STRIPE' when 'paynow' then 'PAYNOW' when 'paypal' then 'PAYPAL' end),
        "receipt_id" = (select r."id" from "receipt" r where r."invoice_id" = p."invoice_id" order by r."id" limit 1)
      from "invoice" i where i."id" = p."invoice_id";`);
    this.addSql(
      `create table "payment_allocation" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "payment_id" int not null, "invoice_id" int not null, "amount_cents" int not null, constraint payment_allocation_amount_check check (amount_cents > 0));`,
    );
    this.addSql(
      `insert into "payment_allocation" ("payment_id", "invoice_id", "amount_cents", "created_at") select "id", "invoice_id", "amount_cents", "created_at" from "payment";`,
    );
    this.addSql(`alter table "payment" drop constraint "payment_method_provider_reference_unique";`);
    this.addSql(`alter table "payment" drop constraint "payment_invoice_id_foreign";`);
    this.addSql(
      `alter table "payment" drop column "invoice_id", drop column "method", drop column "received_at";`,
    );
    this.addSql(
      `alter table "payment" alter column "customer_kind" set not null, alter column "received_on" set not null, alter column "payment_mode_id" set not null, alter column "receipt_id" set not null, alter column "registration_id" drop not null, alter column "provider_reference" drop not null;`,
    );
    this.addSql(`alter table "payment" drop constraint "payment_registration_id_foreign";`);
    this.addSql(
      `alter table "payment" add constraint "payment_registration_id_foreign" foreign key ("registration_id") references "registration" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_payment_mode_id_foreign" foreign key ("payment_mode_id") references "payment_mode" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_receipt_id_foreign" foreign key ("receipt_id") references "receipt" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_payment_mode_id_provider_reference_unique" unique ("payment_mode_id", "provider_reference");`,
    );
    this.addSql(`alter table "payment" add constraint "payment_customer_check" check (${CUSTOMER_CHECK});`);
    this.addSql(`alter table "payment" add constraint "payment_amount_check" check (amount_cents > 0);`);
    this.addSql(`create index "payment_receipt_id_index" on "payment" ("receipt_id");`);
    this.addSql(`create index "payment_received_on_index" on "payment" ("received_on");`);
    this.addSql(`create index "payment_reference_trgm" on "payment" using gin ("reference" gin_trgm_ops);`);
    this.addSql(
      `alter table "payment_allocation" add constraint "payment_allocation_payment_id_invoice_id_unique" unique ("payment_id", "invoice_id");`,
    );
    this.addSql(`create index "payment_allocation_invoice_id_index" on "payment_allocation" ("invoice_id");`);
    this.addSql(
      `alter table "payment_allocation" add constraint "payment_allocation_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "payment_allocation" add constraint "payment_allocation_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade on delete no action;`,
    );
    this.addSql(`alter table "receipt" drop constraint "receipt_invoice_id_foreign";`);
    this.addSql(
      `alter table "receipt" drop column "invoice_id", drop column "method", drop column "reference";`,
    );

    // Credit notes, refunds and void entries.
    this.addSql(
      `create table "credit_note" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "customer_kind" text check ("customer_kind" in ('participant', 'corporate', 'walk_in')) not null, "participant_id" int null, "corporate_id" int null, "customer_name" varchar(200) not null, "customer_address" varchar(500) null, "customer_email" varchar(254) null, "credit_note_no" varchar(20) null, "invoice_id" int not null, "issued_on" date null, "reason" text not null, "lines" jsonb not null, "total_cents" int not null, "gst_cents" int not null, "gst_rate_basis_points" int not null, "status" text check ("status" in ('PendingApproval', 'Issued', 'Rejected')) not null, "version" int not null default 1, "requested_by" int null, "requested_at" timestamptz not null, "decided_by" int null, "decided_at" timestamptz null, "decision_note" text null, "refund_id" int null, constraint credit_note_customer_check check (${CUSTOMER_CHECK}), constraint credit_note_total_check check (total_cents > 0 and gst_cents >= 0), constraint credit_note_issued_check check (status <> 'Issued' or (credit_note_no is not null and issued_on is not null)));`,
    );
    this.addSql(
      `alter table "credit_note" add constraint "credit_note_credit_note_no_unique" unique ("credit_note_no");`,
    );
    this.addSql(`create index "credit_note_participant_id_index" on "credit_note" ("participant_id");`);
    this.addSql(`create index "credit_note_corporate_id_index" on "credit_note" ("corporate_id");`);
    this.addSql(`create index "credit_note_invoice_id_index" on "credit_note" ("invoice_id");`);
    this.addSql(
      `create index "credit_note_status_requested_at_index" on "credit_note" ("status", "requested_at");`,
    );

    this.addSql(
      `create table "refund" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "invoice_id" int not null, "registration_event_id" int null, "credit_note_id" int null, "amount_cents" int not null, "kind" text check ("kind" in ('Full Refund', 'Partial Refund')) not null, "payment_mode_id" int not null, "reference" varchar(100) null, "provider_refund_id" varchar(100) null, "refunded_on" date null, "status" text check ("status" in ('PendingApproval', 'Approved', 'PaidOut', 'Reversed')) not null, "reason" text null, "requested_by" int null, "requested_at" timestamptz not null default now(), "decided_by" int null, "decided_at" timestamptz null, constraint refund_amount_check check (amount_cents > 0), constraint refund_paid_out_check check (status <> 'PaidOut' or refunded_on is not null));`,
    );
    this.addSql(`create index "refund_invoice_id_index" on "refund" ("invoice_id");`);
    this.addSql(`create index "refund_registration_event_id_index" on "refund" ("registration_event_id");`);
    this.addSql(
      `alter table "refund" add constraint "refund_provider_refund_id_unique" unique ("provider_refund_id");`,
    );

    this.addSql(
      `create table "void_entry" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "document_type" text check ("document_type" in ('Receipt', 'Invoice', 'Registration')) not null, "document_id" int not null, "document_no" varchar(30) not null, "reason" text not null, "voided_on" date not null, "voided_by" int null, "unvoided_on" date null, "unvoided_by" int null, "unvoid_reason" text null);`,
    );
    this.addSql(
      `create unique index "void_entry_open_unique" on "void_entry" ("document_type", "document_id") where "unvoided_on" is null;`,
    );
    this.addSql(
      `create index "void_entry_document_type_document_id_index" on "void_entry" ("document_type", "document_id");`,
    );
    this.addSql(`create index "void_entry_voided_on_index" on "void_entry" ("voided_on");`);

    for (const [table, column, target, rule] of [
      ['credit_note', 'invoice_id', 'invoice', 'no action'],
      ['credit_note', 'participant_id', 'participant', 'no action'],
      ['credit_note', 'corporate_id', 'corporate', 'no action'],
      ['credit_note', 'requested_by', 'app_user', 'set null'],
      ['credit_note', 'decided_by', 'app_user', 'set null'],
      ['credit_note', 'refund_id', 'refund', 'set null'],
      ['refund', 'invoice_id', 'invoice', 'no action'],
      ['refund', 'registration_event_id', 'registration_event', 'set null'],
      ['refund', 'credit_note_id', 'credit_note', 'set null'],
      ['refund', 'payment_mode_id', 'payment_mode', 'no action'],
      ['refund', 'requested_by', 'app_user', 'set null'],
      ['refund', 'decided_by', 'app_user', 'set null'],
      ['void_entry', 'voided_by', 'app_user', 'set null'],
      ['void_entry', 'unvoided_by', 'app_user', 'set null'],
    ]) {
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on update cascade on delete ${rule};`,
      );
    }

    // The caches, as the services keep them, and version 1 of every document already issued.
    this.addSql(
      `update "invoice" i set "paid_cents" = coalesce(a."paid", 0) from (select "invoice_id", sum("amount_cents") as "paid" from "payment_allocation" group by "invoice_id") a where a."invoice_id" = i."id";`,
    );
    this.addSql(`update "invoice" set
        "balance_cents" = case when "status" = 'Issued' then "total_cents" - "paid_cents" else 0 end,
        "settlement" = case when "status" = 'Void' then 'Void'
                            when "total_cents" - "paid_cents" <= 0 then 'Paid'
                            when "paid_cents" > 0 then 'PartlyPaid' else 'Unpaid' end;`);
    this
      .addSql(`insert into "document_version" ("document_type", "document_id", "version", "effective_on", "snapshot", "created_at")
      select 'Invoice', "id", 1, "issued_on", jsonb_build_object(
          'invoiceNo', "invoice_no", 'kind', "kind", 'taxInvoiceKind', "tax_invoice_kind", 'issuedOn', "issued_on", 'dueOn', "due_on",
          'customer', jsonb_build_object('name', "customer_name", 'address', "customer_address", 'email', "customer_email"),
          'lines', "lines", 'discounts', "discounts", 'totalCents', "total_cents", 'gstCents', "gst_cents",
          'gstRateBasisPoints', "gst_rate_basis_points", 'footerHtml', "footer_html"), "created_at"
        from "invoice" where "invoice_no" is not null;`);
    this
      .addSql(`insert into "document_version" ("document_type", "document_id", "version", "effective_on", "snapshot", "created_at")
      select 'Receipt', r."id", 1, r."received_on", jsonb_build_object(
          'receiptNo', r."receipt_no", 'receivedOn', r."received_on",
          'customer', jsonb_build_object('name', r."customer_name", 'address', r."customer_address", 'email', r."customer_email"),
          'invoiceNos', coalesce((select jsonb_agg(distinct i."invoice_no") from "payment" p join "payment_allocation" a on a."payment_id" = p."id" join "invoice" i on i."id" = a."invoice_id" where p."receipt_id" = r."id"), '[]'::jsonb),
          'payments', coalesce((select jsonb_agg(jsonb_build_object('mode', m."name", 'reference', p."provider_reference", 'amountCents', p."amount_cents", 'receivedOn', p."received_on") order by p."id") from "payment" p join "payment_mode" m on m."id" = p."payment_mode_id" where p."receipt_id" = r."id"), '[]'::jsonb),
          'amountCents', r."amount_cents", 'creditOnAccountCents', 0, 'footerHtml', r."footer_html"), r."created_at"
        from "receipt" r;`);
  }

  override async down(): Promise<void> {
    // Back to one invoice per payment and receipt. What the old shape cannot hold goes: drafts,
    // credit notes, refunds, void entries, versions, payments beyond the first allocation.
    this.addSql(`drop table if exists "void_entry" cascade;`);
    this.addSql(`alter table "credit_note" drop constraint if exists "credit_note_refund_id_foreign";`);
    this.addSql(`drop table if exists "refund" cascade;`);
    this.addSql(`drop table if exists "credit_note" cascade;`);

    this.addSql(
      `alter table "receipt" add column "invoice_id" int null, add column "method" text check ("method" in ('card', 'paynow', 'paypal', 'none')) null, add column "reference" varchar(100) null;`,
    );
    this.addSql(
      `alter table "payment" add column "invoice_id" int null, add column "method" text check ("method" in ('card', 'paynow', 'paypal', 'none')) null, add column "received_at" timestamptz null;`,
    );
    this
      .addSql(`update "payment" p set "invoice_id" = (select a."invoice_id" from "payment_allocation" a where a."payment_id" = p."id" order by a."id" limit 1),
        "method" = (select case m."code" when 'STRIPE' then 'card' when 'PAYPAL' then 'paypal' when 'PAYNOW' then 'paynow' else 'none' end from "payment_mode" m where m."id" = p."payment_mode_id"),
        "received_at" = p."created_at";`);
    this
      .addSql(`update "receipt" r set "invoice_id" = p."invoice_id", "method" = p."method", "reference" = p."provider_reference"
      from (select distinct on ("receipt_id") * from "payment" order by "receipt_id", "id") p where p."receipt_id" = r."id";`);
    this.addSql(
      `delete from "payment" where "invoice_id" is null or "registration_id" is null or "provider_reference" is null;`,
    );
    this.addSql(
      `delete from "receipt" r where r."invoice_id" is null or exists (select 1 from "invoice" i where i."id" = r."invoice_id" and i."invoice_no" is null);`,
    );
    this.addSql(`drop table if exists "payment_allocation" cascade;`);
    this.addSql(`drop table if exists "document_version" cascade;`);

    this.addSql(`alter table "payment" drop constraint "payment_payment_mode_id_provider_reference_unique";`);
    this.addSql(`alter table "payment" drop constraint "payment_registration_id_foreign";`);
    this.addSql(`alter table "payment" drop constraint "payment_amount_check";`);
    this.addSql(`drop index "payment_reference_trgm";`);
    this.addSql(`drop index "payment_received_on_index";`);
    this.addSql(
      `alter table "payment" drop column "customer_kind", drop column "participant_id", drop column "corporate_id", drop column "received_on", drop column "payment_mode_id", drop column "reference", drop column "cheque_bank", drop column "attachment", drop column "receipt_id", drop column "status", drop column "remarks", drop column "created_by";`,
    );
    this.addSql(
      `alter table "payment" alter column "invoice_id" set not null, alter column "method" set not null, alter column "received_at" set not null, alter column "registration_id" set not null, alter column "provider_reference" set not null;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_registration_id_foreign" foreign key ("registration_id") references "registration" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_method_provider_reference_unique" unique ("method", "provider_reference");`,
    );

    this.addSql(`update "receipt" set "status" = 'Archived' where "status" = 'Void';`);
    this.addSql(`alter table "receipt" drop constraint "receipt_status_check";`);
    this.addSql(
      `alter table "receipt" add constraint "receipt_status_check" check ("status" in ('Active', 'Archived'));`,
    );
    this.addSql(`drop index "receipt_receipt_no_trgm";`);
    this.addSql(`drop index "receipt_received_on_index";`);
    this.addSql(
      `alter table "receipt" drop column "customer_kind", drop column "participant_id", drop column "corporate_id", drop column "customer_name", drop column "customer_address", drop column "customer_email", drop column "version", drop column "created_by";`,
    );
    this.addSql(
      `alter table "receipt" alter column "invoice_id" set not null, alter column "method" set not null;`,
    );
    this.addSql(
      `alter table "receipt" add constraint "receipt_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade;`,
    );

    this.addSql(`delete from "invoice" where "invoice_no" is null or "registration_id" is null;`);
    this.addSql(
      `delete from "invoice" i where exists (select 1 from "invoice" o where o."registration_id" = i."registration_id" and o."id" < i."id");`,
    );
    this.addSql(`update "invoice" set "status" = 'Issued' where "status" = 'Draft';`);
    this.addSql(`alter table "invoice" drop constraint "invoice_status_check";`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_status_check" check ("status" in ('Issued', 'Void'));`,
    );
    this.addSql(`alter table "invoice" drop constraint "invoice_customer_check";`);
    this.addSql(`alter table "invoice" drop constraint "invoice_issued_check";`);
    this.addSql(`drop index "invoice_invoice_no_trgm";`);
    this.addSql(`drop index "invoice_customer_name_trgm";`);
    this.addSql(`drop index "invoice_settlement_issued_on_index";`);
    this.addSql(`drop index "invoice_issued_on_index";`);
    this.addSql(`drop index "invoice_registration_id_index";`);
    this.addSql(
      `alter table "invoice" drop column "kind", drop column "customer_kind", drop column "participant_id", drop column "corporate_id", drop column "due_on", drop column "version", drop column "paid_cents", drop column "credited_cents", drop column "refunded_cents", drop column "balance_cents", drop column "settlement", drop column "attachment", drop column "remarks", drop column "created_by";`,
    );
    this.addSql(`alter table "invoice" rename column "tax_invoice_kind" to "kind";`);
    this.addSql(
      `alter table "invoice" rename constraint "invoice_tax_invoice_kind_check" to "invoice_kind_check";`,
    );
    this.addSql(`update "invoice" set "customer_email" = '' where "customer_email" is null;`);
    this.addSql(
      `alter table "invoice" alter column "customer_email" set not null, alter column "invoice_no" set not null, alter column "issued_on" set not null;`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_registration_id_unique" unique ("registration_id");`,
    );
    this.addSql(`alter table "corporate" drop column "payment_terms_days";`);
  }
}
