import { Result } from 'antd';
import type { ReactNode } from 'react';
import type { AppAction, AppSubject } from '@/app/ability';
import { useAppAbility } from '@/app/abilityContext';

/**
 * Shows a back-office page only to users whose ability allows it, so a typed-in URL explains itself
 * instead of showing a page of failed requests; the server still checks every request.
 */
export function RequireAbility({
  action,
  subject,
  children,
}: {
  action: AppAction;
  subject: AppSubject;
  children: ReactNode;
}) {
  const ability = useAppAbility();
  if (ability.can(action, subject)) return children;
  return (
    <Result
      status="403"
      title="You do not have access to this page"
      subTitle="Ask an administrator if you need it."
      data-testid="page-forbidden"
    />
  );
}
