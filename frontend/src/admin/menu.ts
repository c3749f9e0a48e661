import {
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  GiftOutlined,
  IdcardOutlined,
  LaptopOutlined,
  MailOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
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
    key: 'courses',
    label: 'Courses',
    // Create, view and edit live under this path, so the entry stays selected on them.
    path: '/admin/catalog/courses',
    icon: BookOutlined,
    action: 'read',
    subject: 'Course',
  },
  {
    key: 'events',
    label: 'Events',
    path: '/admin/catalog/events',
    icon: ScheduleOutlined,
    action: 'read',
    subject: 'Event',
  },
  {
    key: 'e-courses',
    label: 'E-courses',
    path: '/admin/catalog/e-courses',
    icon: LaptopOutlined,
    action: 'read',
    subject: 'ECourse',
  },
  {
    key: 'registrations',
    label: 'Registrations',
    // Each registration and the figures per event live under this path, so the entry stays selected on them.
    path: '/admin/registrations',
    icon: FileDoneOutlined,
    action: 'read',
    subject: 'Registration',
  },
  {
    key: 'attendance',
    label: 'Attendance',
    // Each event's attendance and the scanning screens live under this path, so the entry stays selected on them.
    path: '/admin/attendance',
    icon: CheckSquareOutlined,
    action: 'read',
    subject: 'Attendance',
  },
  {
    key: 'mail-outbox',
    label: 'Mail outbox',
    path: '/admin/mail-outbox',
    icon: MailOutlined,
    action: 'read',
    subject: 'Mail',
  },
  {
    key: 'facilitators',
    label: 'Facilitators',
    // Create, view and edit live under this path, so the entry stays selected on them.
    path: '/admin/people/facilitators',
    icon: TeamOutlined,
    action: 'read',
    subject: 'Facilitator',
  },
  {
    key: 'trainers',
    label: 'Trainers',
    path: '/admin/people/trainers',
    icon: SolutionOutlined,
    action: 'read',
    subject: 'Trainer',
  },
  {
    key: 'participants',
    label: 'Participants',
    // Create, view, edit and merge live under this path, so the entry stays selected on them.
    path: '/admin/people/participants',
    icon: UserOutlined,
    action: 'read',
    subject: 'Participant',
  },
  {
    key: 'corporates',
    label: 'Corporates',
    // Create, view and edit live under this path, so the entry stays selected on them.
    path: '/admin/people/corporates',
    icon: BankOutlined,
    action: 'read',
    subject: 'Corporate',
  },
  {
    key: 'users',
    label: 'Users',
    path: '/admin/people/users',
    icon: IdcardOutlined,
    action: 'read',
    subject: 'User',
  },
  {
    key: 'res-schedules',
    label: 'RES schedules',
    path: '/admin/schedules/res',
    icon: CalendarOutlined,
    action: 'read',
    subject: 'ResSchedule',
  },
  {
    key: 'promotions',
    label: 'Promotions',
    path: '/admin/promotions',
    icon: GiftOutlined,
    // Configurers' work: promo codes and bundles change what every checkout costs.
    action: 'update',
    subject: 'Configuration',
  },
  {
    key: 'configuration',
    label: 'Configuration',
    // Its lists and the mail test live under this path, so the entry stays selected on them.
    path: '/admin/configuration',
    icon: SettingOutlined,
    action: 'read',
    subject: 'Configuration',
  },
];

export function visibleMenu(ability: AppAbility): AdminMenuEntry[] {
  return adminMenu.filter((entry) => ability.can(entry.action, entry.subject));
}
