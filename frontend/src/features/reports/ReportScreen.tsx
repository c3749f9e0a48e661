import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import type { AppSubject } from '@/app/ability';
import { usePageTitle } from '@/shared/usePageTitle';

export interface ReportScreenProps {
  title: string;
  testId: string;
  subject?: AppSubject;
  /** Sibling reports of one menu entry, each at its own path; the open one is the current path's. */
  tabs?: readonly { path: string; label: string }[];
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
  return (
    <RequireAbility action="read" subject={subject}>
      <Card title={title} data-testid={testId}>
        {tabs && (
          <Tabs
            activeKey={(tabs.find((tab) => pathname === tab.path) ?? tabs[0])?.path}
            onChange={(path) => void navigate(`${path}${sharedParams(search)}`)}
            items={tabs.map((tab) => ({ key: tab.path, label: tab.label }))}
            data-testid={`${testId}-tabs`}
          />
        )}
        {children}
      </Card>
    </RequireAbility>
  );
}
