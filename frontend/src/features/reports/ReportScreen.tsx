import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import type { AppSubject } from '@/app/ability';
import { useAppAbility } from '@/app/abilityContext';
import { policyAllows } from '@/app/policy';
import { usePageTitle } from '@/shared/usePageTitle';

export interface ReportScreenProps {
  title: string;
  testId: string;
  subject?: AppSubject;
  /**
   * Sibling reports of one menu entry, each at its own path; the open one is the current path's. A tab with
   * a subject of its own shows only to users who may read that.
   */
  tabs?: readonly { path: string; label: string; subject?: AppSubject }[];
  children: ReactNode;
}

/** Parameters one report's tab shares with the next: its dates and choices, not its paging or order. */
const sharedParams = (search: string) => {
  const params = new URLSearchParams(search);
  for (const name of ['page', 'sort', 'keyword']) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The page around a report (or a family of them): title, tabs between sibling reports, the read check. */
export function ReportScreen({
  title,
  testId,
  subject = 'FinanceReport',
  tabs,
  children,
}: ReportScreenProps) {
  usePageTitle(title);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const shown = tabs?.filter((tab) =>
    policyAllows(ability, { action: 'read', subject: tab.subject ?? subject }),
  );
  return (
    <RequireAbility action="read" subject={subject}>
      <Card title={title} data-testid={testId}>
        {shown && (
          <Tabs
            activeKey={(shown.find((tab) => pathname === tab.path) ?? shown[0])?.path}
            onChange={(path) => void navigate(`${path}${sharedParams(search)}`)}
            items={shown.map((tab) => ({ key: tab.path, label: tab.label }))}
            data-testid={`${testId}-tabs`}
          />
        )}
        {children}
      </Card>
    </RequireAbility>
  );
}
