import { Alert, App, Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { Can } from '@/app/abilityContext';
import { formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import { singaporeToday } from '@/shared/singaporeTime';
import { useDebouncedValue } from '@/shared/useDebouncedValue';
import { useSearchParamsUpdater } from '@/shared/useSearchParamsUpdater';
import { useShowApiError } from '@/shared/useShowApiError';
import { customerKeyOf, customerKindLabel } from '../definitions/customers';
import {
  statementCustomersRoute,
  statementOfAccountReport,
  statementPdfHref,
} from '../definitions/financeReports';
import { cellText, type ReportRow } from '../reportDefinition';
import { ReportScreen } from '../ReportScreen';
import { ReportTable } from '../ReportTable';
import { useEmailStatementMutation, useGetReportQuery, type StatementCustomer } from '../reportsApi';

/** The statement's customer in the URL: a participant or corporate by id, a walk-in by name. */
function customerOf(params: URLSearchParams): StatementCustomer | null {
  const customerKind = params.get('customerKind');
  const id = Number(params.get('customerId'));
  const customerName = params.get('customerName') ?? undefined;
  if (!customerKind) return null;
  if (Number.isInteger(id) && id > 0) return { customerKind, customerId: id, customerName };
  return customerName ? { customerKind, customerName } : null;
}

const keyOfCustomer = (customer: StatementCustomer) =>
  customerKeyOf({ ...customer, customerId: customer.customerId ?? null });

/** The customers with a statement at the date, found by name as one types. */
function StatementCustomerPicker({
  date,
  value,
  onChange,
}: {
  date: string;
  value: StatementCustomer | null;
  onChange: (customer: StatementCustomer | null) => void;
}) {
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), 300);
  const { data, isFetching, error } = useGetReportQuery({
    route: statementCustomersRoute,
    params: { date, pageSize: 20, ...(keyword ? { keyword } : {}) },
  });
  const rows = data?.items ?? [];
  const options = rows.map((row: ReportRow) => ({
    value: customerKeyOf(row),
    row,
    label: (
      <span>
        {String(row.customerName)}{' '}
        <Typography.Text type="secondary">
          {customerKindLabel(row.customerKind)} · {formatMoney(Number(row.balanceCents ?? 0))}
        </Typography.Text>
      </span>
    ),
  }));
  const selected = value ? keyOfCustomer(value) : undefined;
  if (value && selected && !options.some((option) => option.value === selected)) {
    options.unshift({ value: selected, row: {}, label: <span>{value.customerName ?? selected}</span> });
  }
  return (
    <Select
      id="statement-customer"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={selected}
      placeholder="Choose a customer with activity at the date"
      notFoundContent={isFetching ? 'Searching…' : 'No customer with activity at this date'}
      status={error ? 'error' : undefined}
      options={options}
      loading={isFetching}
      allowClear
      onChange={(key: string | undefined) => {
        const row = options.find((option) => option.value === key)?.row;
        if (!row || !key) return onChange(null);
        onChange({
          customerKind: String(row.customerKind),
          ...(typeof row.customerId === 'number' ? { customerId: row.customerId } : {}),
          customerName: cellText(row.customerName),
        });
      }}
      style={{ width: '100%', maxWidth: 520 }}
      data-testid="statement-customer"
    />
  );
}

/** PDF (a new tab) and e-mail of the statement in view. */
function StatementActions({
  params,
  customer,
}: {
  params: Record<string, string | number>;
  customer: StatementCustomer;
}) {
  const { message } = App.useApp();
  const showError = useShowApiError();
  const [email, { isLoading }] = useEmailStatementMutation();
  const send = () =>
    email({ ...customer, date: String(params.date) })
      .unwrap()
      .then(({ to }) => message.success(`Statement queued for e-mailing to ${to}`))
      .catch(showError);
  // Both are the statement as a document: the export permission, as the Excel file.
  return (
    <Can I="export" a="FinanceReport">
      <PdfLink href={statementPdfHref(params)} testId="statement-pdf">
        PDF
      </PdfLink>
      <Button onClick={() => void send()} loading={isLoading} data-testid="statement-email">
        E-mail to customer
      </Button>
    </Can>
  );
}

/**
 * Spec 2.2 "statement of accounts": a customer's invoices, payments, credit notes and refunds up to a date
 * with the running balance, as Excel, as a PDF, or e-mailed to them.
 */
export function StatementOfAccount() {
  const [searchParams, update] = useSearchParamsUpdater();
  const date = searchParams.get('date') || singaporeToday();
  const customer = customerOf(searchParams);
  const change = (next: Record<string, string | undefined>) =>
    update((params) => {
      for (const [name, value] of Object.entries(next)) {
        if (value) params.set(name, value);
        else params.delete(name);
      }
      params.delete('page');
      return params;
    });
  const fixedParams: Record<string, string | number> = customer
    ? {
        date,
        customerKind: customer.customerKind,
        ...(customer.customerId
          ? { customerId: customer.customerId }
          : { customerName: customer.customerName ?? '' }),
      }
    : { date };

  return (
    <ReportScreen title="Statement of account" testId="statement-of-account">
      <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
        <Input
          type="date"
          aria-label="Date"
          prefix={<span style={{ color: 'rgba(0,0,0,0.45)' }}>As at</span>}
          style={{ width: 220 }}
          value={date}
          onChange={(event) => change({ date: event.target.value })}
          data-testid="statement-date"
        />
        <StatementCustomerPicker
          date={date}
          value={customer}
          onChange={(next) =>
            change({
              customerKind: next?.customerKind,
              customerId: next?.customerId ? String(next.customerId) : undefined,
              customerName: next?.customerName,
            })
          }
        />
      </Flex>
      <ReportTable
        definition={statementOfAccountReport}
        fixedParams={fixedParams}
        skip={!customer}
        placeholder={
          <Alert
            type="info"
            showIcon
            title="Statement of account not selected"
            data-testid="statement-not-selected"
          />
        }
        actions={(params) => customer && <StatementActions params={params} customer={customer} />}
      />
    </ReportScreen>
  );
}
