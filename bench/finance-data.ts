import { Client } from 'pg';

export interface FinanceDataSize {
  customers: number;
  invoices: number;
}

/**
 * A finance data set made by PostgreSQL itself (generate_series, one statement a table, no loop
 * of inserts): corporates as customers, invoices over five years up to today, 50% paid in full
 * and 20% partly (a receipt, a payment and an allocation each, some days after the invoice), 5%
 * credited in part, 1% voided, then ANALYZE. Written straight to billing's tables, as a benchmark
 * data set only: the application itself writes through billing's services.
 */
export const generateFinanceData = async (url: string, size: FinanceDataSize): Promise<void> => {
  const { customers, invoices } = size;
  const statements = [
    `insert into corporate (name, uen, address, postal_code)
       select 'Bench Corporate ' || g, lpad(g::text, 9, '0') || 'K', '1 Bench Road', '048616'
         from generate_series(1, ${customers}) g`,
    `create temporary table bench_invoice as
       select g, (select min(id) from corporate where name like 'Bench Corporate %') - 1 + (1 + g % ${customers}) as corporate_id,
              current_date - (g % 1826) as issued_on, 1000 + (g * 7919) % 50000 as total
         from generate_series(1, ${invoices}) g`,
    `insert into invoice (invoice_no, kind, customer_kind, corporate_id, customer_name, customer_address, issued_on, due_on,
                          lines, discounts, total_cents, gst_cents, gst_rate_basis_points, tax_invoice_kind, footer_html,
                          status, version, settlement, balance_cents)
       select 'BI-' || g, 'manual', 'corporate', corporate_id, 'Bench Corporate ' || corporate_id, '1 Bench Road',
              issued_on, issued_on + 30, '[]', '[]', total, 0, 900, 'full', '', 'Issued', 1, 'Unpaid', total
         from bench_invoice`,
    `create temporary table bench_paid as
       select b.*, i.id as invoice_id, case when b.g % 10 < 5 then b.total else b.total / 2 end as paid,
              least(current_date, b.issued_on + (b.g % 60)) as received_on,
              (select coalesce(max(id), 0) from receipt) + row_number() over () as receipt_id,
              (select coalesce(max(id), 0) from payment) + row_number() over () as payment_id
         from bench_invoice b join invoice i on i.invoice_no = 'BI-' || b.g where b.g % 10 < 7`,
    `insert into receipt (id, receipt_no, customer_kind, corporate_id, customer_name, received_on, amount_cents, footer_html, status, version)
       select receipt_id, 'BR-' || g, 'corporate', corporate_id, 'Bench Corporate ' || corporate_id, received_on, paid, '', 'Active', 1
         from bench_paid`,
    `select setval(pg_get_serial_sequence('receipt', 'id'), (select max(id) from receipt))`,
    `insert into payment (id, customer_kind, corporate_id, received_on, payment_mode_id, amount_cents, receipt_id, status)
       select payment_id, 'corporate', corporate_id, received_on,
              (select id from payment_mode order by id offset (g % 3) limit 1), paid, receipt_id, 'Received'
         from bench_paid`,
    `select setval(pg_get_serial_sequence('payment', 'id'), (select max(id) from payment))`,
    `insert into payment_allocation (payment_id, invoice_id, amount_cents) select payment_id, invoice_id, paid from bench_paid`,
    `insert into credit_note (credit_note_no, invoice_id, customer_kind, corporate_id, customer_name, issued_on, reason, lines,
                              total_cents, gst_cents, gst_rate_basis_points, status, version, requested_at)
       select 'BC-' || b.g, i.id, 'corporate', b.corporate_id, 'Bench Corporate ' || b.corporate_id,
              least(current_date, b.issued_on + 20), 'Bench', '[]', b.total / 4, 0, 900, 'Issued', 1, now()
         from bench_invoice b join invoice i on i.invoice_no = 'BI-' || b.g where b.g % 20 = 7`,
    `insert into void_entry (document_type, document_id, document_no, reason, voided_on)
       select 'Invoice', i.id, i.invoice_no, 'Bench', least(current_date, b.issued_on + 5)
         from bench_invoice b join invoice i on i.invoice_no = 'BI-' || b.g where b.g % 100 = 9`,
    `analyze`,
  ];
  // One connection: the working tables are temporary, so they live as long as it does.
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
};
