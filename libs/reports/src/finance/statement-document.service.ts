import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AppConfig,
  type AttachmentFile,
  MailAttachments,
  MailService,
  fieldError,
  formatCents,
  notFound,
  queryRows,
  singaporeDate,
} from '@app/core';
import { renderStatementPdf } from '@app/billing';
import { ReportRunner } from '../mechanism/report-runner.service';
import { AGEING_KEYS, DEFAULT_AGEING_BOUNDARIES, ageingHeaders } from './ageing';
import { agedInvoices } from './aged-trial-balance.report';
import { statementCustomer } from './customer-scope';
import { type AgedInvoicesQuery, type StatementQuery } from './finance.dto';
import { STATEMENT_OF_ACCOUNT } from './statement-of-account.report';

const STATEMENT_PDF = 'statement-pdf';

interface StatementCustomer {
  name: string;
  address: string | null;
  email: string | null;
}

interface StatementRow {
  datedOn: string;
  documentType: string;
  documentNo: string | null;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

/**
 * The statement of account as a document: its PDF (billing's document renderer: the supplier's
 * details, the lines of `STATEMENT_OF_ACCOUNT` with the running balance, the ageing of
 * `agedInvoices` at the foot) and the e-mail that sends it to the customer through the mail queue.
 * The mail names the statement (customer and date), and the PDF is made when the mail is sent.
 */
@Injectable()
export class StatementDocuments implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly reports: ReportRunner,
    private readonly attachments: MailAttachments,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.attachments.register(STATEMENT_PDF, (id, options) =>
      this.pdf({
        customerKind: options.customerKind as StatementQuery['customerKind'],
        customerId: id || undefined,
        customerName: options.customerName,
        date: options.date,
        page: 1,
        pageSize: 20,
      }),
    );
  }

  async pdf(query: StatementQuery): Promise<AttachmentFile> {
    const date = query.date || singaporeDate();
    const customer = await this.customer(query);
    const params = { ...query, date, sort: undefined };
    const lines = (await this.reports.rows(STATEMENT_OF_ACCOUNT, params)) as unknown as StatementRow[];
    const aged = (await this.reports.rows(agedInvoices({ ...params, asAt: date } as AgedInvoicesQuery), {
      ...params,
      asAt: date,
    } as AgedInvoicesQuery)) as unknown as { bucket: string; outstandingCents: number }[];
    const headers = ageingHeaders(DEFAULT_AGEING_BOUNDARIES);
    const sumOf = (bucket: string) =>
      aged.filter((row) => row.bucket === bucket).reduce((sum, row) => sum + row.outstandingCents, 0);
    const content = await renderStatementPdf({
      provider: this.config.provider,
      customer: { name: customer.name, address: customer.address },
      date,
      lines: lines.map((line) => ({
        date: line.datedOn,
        document: line.documentType,
        number: line.documentNo ?? '',
        debitCents: line.debitCents,
        creditCents: line.creditCents,
        balanceCents: line.balanceCents,
      })),
      ageing: [
        ...AGEING_KEYS.map((key) => ({ label: headers[key], amountCents: sumOf(key) })),
        { label: 'Credit on account', amountCents: sumOf('onAccount') },
      ],
    });
    return {
      filename: `statement-of-account-${customer.name.replace(/[^\w-]+/g, '-')}-${date}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(content),
    };
  }

  /** Queues the statement to the customer's e-mail address, the PDF attached when it is sent. */
  async email(query: StatementQuery): Promise<{ to: string; date: string }> {
    const date = query.date || singaporeDate();
    const customer = await this.customer(query);
    if (!customer.email) throw fieldError('customerId', 'The customer has no e-mail address');
    const balance = (await this.reports.page(STATEMENT_OF_ACCOUNT, { ...query, date, pageSize: 1 })).totals;
    const to = customer.email;
    await this.em.transactional(() =>
      this.mail.queue({
        to,
        template: 'statement-of-account',
        context: {
          name: customer.name,
          date,
          balance: formatCents(Number(balance.debitCents ?? 0) - Number(balance.creditCents ?? 0)),
        },
        attachments: [
          {
            source: STATEMENT_PDF,
            id: query.customerId ?? 0,
            options: {
              customerKind: query.customerKind ?? '',
              date,
              ...(query.customerName ? { customerName: query.customerName } : {}),
            },
          },
        ],
      }),
    );
    return { to, date };
  }

  /** The customer's name, address and e-mail from their record (a walk-in's from their latest invoice). */
  private async customer(query: StatementQuery): Promise<StatementCustomer> {
    statementCustomer(query);
    const address = (street: string, postal: string) =>
      `nullif(concat_ws(E'\\n', ${street}, case when ${postal} is not null then 'Singapore ' || ${postal} end), '')`;
    const [row] =
      query.customerKind === 'corporate' && query.customerId
        ? await queryRows<StatementCustomer>(
            this.em,
            `select c.name, ${address('c.address', 'c.postal_code')} as address, c.contact_email as email
               from corporate c where c.id = ?`,
            [query.customerId],
          )
        : query.customerKind === 'participant' && query.customerId
          ? await queryRows<StatementCustomer>(
              this.em,
              `select p.first_name || ' ' || p.last_name as name, ${address('p.address', 'p.postal_code')} as address,
                      p.email from participant p where p.id = ?`,
              [query.customerId],
            )
          : await queryRows<StatementCustomer>(
              this.em,
              `select i.customer_name as name, i.customer_address as address, i.customer_email as email
                 from invoice i where i.customer_kind = ? and i.customer_name = ? and i.status <> 'Draft'
                order by i.issued_on desc, i.id desc limit 1`,
              [query.customerKind, query.customerName ?? ''],
            );
    if (!row) throw notFound('Customer');
    return row;
  }
}
