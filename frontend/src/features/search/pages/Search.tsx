import { Card, Col, Flex, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { paymentDocumentPath } from '@/features/registration/payment';
import { participantPaths } from '@/features/participants/paths';
import { registrationAdminPaths } from '@/features/registrations/paths';
import { formatDate, formatDateTime } from '@/shared/formatDateTime';
import { ItemList, type ItemListEntry } from '@/shared/ItemList';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { PdfLink } from '@/shared/PdfLink';
import { formatMoney } from '@/shared/money';
import { usePageTitle } from '@/shared/usePageTitle';
import { useSearchParamsUpdater } from '@/shared/useSearchParamsUpdater';
import { useSearchQuery } from '../searchApi';
import { searchTypes, type SearchGroup, type SearchResults, type SearchType } from '../searchTypes';

const isSearchType = (value: string | null): value is SearchType => searchTypes.includes(value as SearchType);

function GroupCard<T>({
  title,
  group,
  testId,
  entry,
}: {
  title: string;
  group: SearchGroup<T> | undefined;
  testId: string;
  entry: (item: T) => ItemListEntry;
}) {
  // A group the reader may not see is absent from the answer, so it is not shown at all.
  if (!group) return null;
  return (
    <Col xs={24} lg={12}>
      <Card size="small" title={`${title} (${group.items.length}${group.more ? '+' : ''})`}>
        <ItemList items={group.items.map(entry)} emptyText={`No ${title.toLowerCase()}`} testId={testId} />
        {group.more && (
          <Typography.Text type="secondary">More matched: narrow the search to see them.</Typography.Text>
        )}
      </Card>
    </Col>
  );
}

function Results({ results }: { results: SearchResults }) {
  return (
    <Row gutter={[16, 16]} data-testid="search-results">
      <GroupCard
        title="Registrations"
        group={results.registrations}
        testId="search-registrations"
        entry={(item) => ({
          key: item.id,
          title: <Link to={registrationAdminPaths.view(item.id)}>{item.regNo}</Link>,
          description: `${item.payerName ?? ''} · ${formatDateTime(item.createdAt)} · ${formatMoney(item.totalCents)}`,
          extra: item.paymentStatus,
        })}
      />
      <GroupCard
        title="Participants"
        group={results.participants}
        testId="search-participants"
        entry={(item) => ({
          key: item.id,
          title: <Link to={participantPaths.view(item.id)}>{item.name}</Link>,
          description: [item.nric, item.email, item.mobileNo, item.ceaRegNo].filter(Boolean).join(' · '),
        })}
      />
      <GroupCard
        title="Invoices"
        group={results.invoices}
        testId="search-invoices"
        entry={(item) => ({
          key: item.id,
          title: (
            <PdfLink href={paymentDocumentPath('invoice', item.id)} testId="search-invoice-pdf">
              {item.invoiceNo}
            </PdfLink>
          ),
          description: `${item.customerName} · ${formatDate(item.issuedOn)} · ${formatMoney(item.totalCents)}`,
          extra: item.balanceCents > 0 ? `Owes ${formatMoney(item.balanceCents)}` : item.status,
        })}
      />
      <GroupCard
        title="Receipts"
        group={results.receipts}
        testId="search-receipts"
        entry={(item) => ({
          key: item.id,
          title: (
            <PdfLink href={paymentDocumentPath('receipt', item.id)} testId="search-receipt-pdf">
              {item.receiptNo}
            </PdfLink>
          ),
          description: `${item.customerName} · ${formatDate(item.receivedOn)} · ${formatMoney(item.amountCents)}`,
          extra: item.status,
        })}
      />
    </Row>
  );
}

/** One search by a filter type; the type and keyword live in the URL so a search can be shared. */
function SearchScreen() {
  const [params, update] = useSearchParamsUpdater();
  const typeParam = params.get('type');
  const searchType: SearchType = isSearchType(typeParam) ? typeParam : 'Name';
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const { data, error, isFetching, refetch } = useSearchQuery(
    { searchType, keyword },
    { skip: !keyword.trim() },
  );
  const set = (next: { type?: SearchType; keyword?: string }) =>
    update((draft) => {
      if (next.type) draft.set('type', next.type);
      if (next.keyword !== undefined) draft.set('keyword', next.keyword.trim());
      return draft;
    });

  return (
    <Card title="Search" data-testid="search-page">
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Select
            value={searchType}
            options={searchTypes.map((value) => ({ value, label: value }))}
            onChange={(type) => set({ type })}
            style={{ width: 240 }}
            aria-label="Search by"
            data-testid="search-type"
          />
          <Input.Search
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => set({ keyword: value })}
            placeholder={`Search by ${searchType}`}
            enterButton="Search"
            loading={isFetching}
            allowClear
            style={{ maxWidth: 480 }}
            data-testid="search-keyword"
          />
        </Flex>
        {error !== undefined && <LoadErrorAlert error={error} onRetry={refetch} />}
        {data && keyword.trim() && <Results results={data} />}
      </Flex>
    </Card>
  );
}

export function Search() {
  usePageTitle('Search');
  return (
    <RequireAbility action="read" subject="Registration">
      <SearchScreen />
    </RequireAbility>
  );
}
