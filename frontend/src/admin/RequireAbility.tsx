import { Result } from 'antd';
import type { ReactNode } from 'react';
import type { AppAction, AppSubject } from '@/app/ability';
import { useAppAbility } from '@/app/abilityContext';
import { policyAllows } from '@/app/policy';

/**
 * Shows a back-office page only to users whose ability allows it, judged as the server judges the page's
 * routes (a rule limited to one's own records opens only `perRecord` pages), so a typed-in URL explains
 * itself instead of showing a page of failed requests; the server still checks every request.
 */
export function RequireAbility({
  action,
  subject,
  perRecord,
  children,
}: {
  action: AppAction;
  subject: AppSubject;
  /** The page's routes check each record, so a rule limited to the user's own records opens it. */
  perRecord?: boolean;
  children: ReactNode;
}) {
  const ability = useAppAbility();
  if (policyAllows(ability, { action, subject, perRecord })) return children;
  return (
    <Result
      status="403"
      title="You do not have access to this page"
      subTitle="Ask an administrator if you need it."
      data-testid="page-forbidden"
    />
  );
}
