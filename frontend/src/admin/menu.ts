import { DashboardOutlined, MailOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { AppAbility, AppAction, AppSubject } from '@/app/ability';

export interface AdminMenuEntry {
  key: string;
  label: string;
  path: string;
  icon: ComponentType;
  /** The ability a user needs to see this entry; the server still checks every request. */
  action: AppAction;
  subject: AppSubject;
}

export const adminMenu: readonly AdminMenuEntry[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/admin',
    icon: DashboardOutlined,
    action: 'read',
    subject: 'Dashboard',
  },
  {
    key: 'mail-outbox',
    label: 'Mail outbox',
    path: '/admin/mail-outbox',
    icon: MailOutlined,
    action: 'read',
    subject: 'Mail',
  },
];

export function visibleMenu(ability: AppAbility): AdminMenuEntry[] {
  return adminMenu.filter((entry) => ability.can(entry.action, entry.subject));
}

/** The entry whose path is the longest prefix of the current path, so record pages keep their list selected. */
export function selectedMenuKey(entries: readonly AdminMenuEntry[], pathname: string): string | undefined {
  return entries
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
}
