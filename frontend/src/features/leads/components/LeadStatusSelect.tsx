import { Select } from 'antd';
import { useShowApiError } from '@/shared/useShowApiError';
import { useSetLeadStatusMutation } from '../leadsApi';
import { workableStatuses, type Lead } from '../leadTypes';

/** The follow-up status, changed in place; a converted lead keeps its status. */
export function LeadStatusSelect({ lead }: { lead: Lead }) {
  const [setStatus, { isLoading }] = useSetLeadStatusMutation();
  const showError = useShowApiError();
  if (lead.status === 'converted') return <span data-testid={`lead-status-${lead.id}`}>converted</span>;
  const change = async (status: string) => {
    try {
      await setStatus({ id: lead.id, status }).unwrap();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Select
      size="small"
      value={lead.status}
      loading={isLoading}
      style={{ width: 120 }}
      options={workableStatuses.map((status) => ({ value: status, label: status }))}
      onChange={(status) => void change(status)}
      data-testid={`lead-status-${lead.id}`}
    />
  );
}
