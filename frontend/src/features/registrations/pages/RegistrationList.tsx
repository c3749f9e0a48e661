import { BarChartOutlined } from '@ant-design/icons';
import { Button, Segmented, Tag } from 'antd';
import { Link } from 'react-router';
import { paymentStatusLabels, registrationStatusLabels } from '@/features/registration/payment';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { isIdValue } from '@/shared/listSearchParams';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable, type FilterBinding } from '@/shared/RecordListTable';
import { registrationColumns } from '../components/registrationColumns';
import { registrationAdminPaths } from '../paths';
import { useGetRegistrationsQuery } from '../registrationAdminApi';
import {
  paymentStatuses,
  registrationListViews,
  registrationStatuses,
  type RegistrationListView,
} from '../registrationAdminTypes';
import { registrationScreens } from '../registrationScreens';

const listFilters = {
  status: registrationStatuses,
  paymentStatus: paymentStatuses,
  eventId: isIdValue,
  view: registrationListViews,
};

const statusOptions = registrationStatuses.map((value) => ({
  value,
  label: registrationStatusLabels[value],
}));
const paymentStatusOptions = paymentStatuses.map((value) => ({ value, label: paymentStatusLabels[value] }));

const all = 'all';
const viewOptions: { value: RegistrationListView | typeof all; label: string }[] = [
  { value: all, label: 'All registrations' },
  { value: 'accounts', label: 'Accounts' },
];

const columns = registrationColumns({ sortable: true });

/** The whole list, or the accounts team's: registrations with money involved. */
function ViewSwitch({ value, onChange }: FilterBinding) {
  return (
    <Segmented<RegistrationListView | typeof all>
      options={viewOptions}
      value={registrationListViews.find((view) => view === value) ?? all}
      onChange={(next) => onChange(next === all ? undefined : next)}
      data-testid="registration-list-view"
    />
  );
}

/** The event the list is narrowed to (from the figures per event), with a way back to all of them. */
function EventFilterTag({ value, onChange }: FilterBinding) {
  if (!value) return null;
  return (
    <Tag closable onClose={() => onChange(undefined)} data-testid="event-filter">
      Event #{value}
    </Tag>
  );
}

/** Spec 2.2's registration details list, with the accounts variant a switch away. */
export function RegistrationList() {
  return (
    <RecordListPage
      screens={registrationScreens}
      actions={
        <Link to={registrationAdminPaths.events}>
          <Button icon={<BarChartOutlined />} data-testid="registration-figures">
            By event
          </Button>
        </Link>
      }
    >
      <RecordListTable
        listFilters={listFilters}
        useList={useGetRegistrationsQuery}
        columns={columns}
        searchPlaceholder="Search by registration no., name or e-mail"
        filters={(bind) => (
          <>
            <ViewSwitch {...bind('view')} />
            <ChoiceFilter
              options={statusOptions}
              {...bind('status')}
              allLabel="All statuses"
              label="Status"
              testId="status-filter"
              width={220}
            />
            <ChoiceFilter
              options={paymentStatusOptions}
              {...bind('paymentStatus')}
              allLabel="All payment statuses"
              label="Payment status"
              testId="payment-status-filter"
              width={200}
            />
            <EventFilterTag {...bind('eventId')} />
          </>
        )}
      />
    </RecordListPage>
  );
}
