import { Flex, Segmented, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { registrationAdminPaths } from '@/features/registrations/paths';
import { formatDateTime } from '@/shared/formatDateTime';
import { NotFound } from '@/shared/NotFound';
import type { ListQuery } from '@/shared/listQuery';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { ConvertLeadButton } from '../components/ConvertLeadButton';
import { LeadStatusSelect } from '../components/LeadStatusSelect';
import { useGetLeadsQuery } from '../leadsApi';
import { leadKindLabels, leadKinds, leadStatuses, type Lead, type LeadKind } from '../leadTypes';
import { leadPaths } from '../paths';

const listFilters = { status: leadStatuses };

const columns: TableColumnsType<Lead> = [
  {
    key: 'createdAt',
    title: 'Received',
    sorter: true,
    width: 150,
    render: (_, row) => formatDateTime(row.createdAt),
  },
  { key: 'name', title: 'Name', sorter: true, dataIndex: 'name' },
  { key: 'email', title: 'E-mail', dataIndex: 'email' },
  { key: 'mobileNo', title: 'Mobile', dataIndex: 'mobileNo', width: 110 },
  { key: 'course', title: 'Course / message', render: (_, row) => row.courseTitle ?? row.message ?? '' },
  {
    key: 'status',
    title: 'Status',
    sorter: true,
    width: 140,
    render: (_, row) => <LeadStatusSelect lead={row} />,
  },
  {
    key: 'registration',
    title: 'Registration',
    width: 160,
    render: (_, row) =>
      row.registrationId ? (
        <Link to={registrationAdminPaths.view(row.registrationId)}>{row.regNo ?? row.registrationId}</Link>
      ) : (
        <ConvertLeadButton lead={row} />
      ),
  },
];

const screens = { subject: 'Lead', area: 'Leads', testId: 'lead' } as const;

/** The leads of one kind, newest first, with their follow-up status and conversion; state in the URL. */
export function LeadList() {
  const { kind } = useParams();
  const navigate = useNavigate();
  if (!leadKinds.includes(kind as LeadKind)) return <NotFound />;
  const current = kind as LeadKind;
  // A hook of this kind's list, in the shape the shared table calls.
  const useKindLeads = (query: ListQuery<'status'>) => useGetLeadsQuery({ ...query, kind: current });
  return (
    <RecordListPage screens={screens}>
      <Flex vertical gap="middle">
        <Segmented
          value={current}
          options={leadKinds.map((value) => ({ value, label: leadKindLabels[value] }))}
          onChange={(value) => void navigate(leadPaths.list(value))}
          data-testid="lead-kind"
        />
        <Typography.Text type="secondary">
          Convert a lead once a registration has been made for the person: it links the two.
        </Typography.Text>
        <RecordListTable
          key={current}
          listFilters={listFilters}
          useList={useKindLeads}
          columns={columns}
          searchPlaceholder="Search by name, e-mail, mobile or company"
          filters={(bind) => <StatusFilter statuses={leadStatuses} {...bind('status')} />}
        />
      </Flex>
    </RecordListPage>
  );
}
