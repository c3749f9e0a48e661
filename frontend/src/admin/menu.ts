import {
  BankOutlined,
  BookOutlined,
  AccountBookOutlined,
  AuditOutlined,
  BarChartOutlined,
  FileSearchOutlined,
  FundOutlined,
  ProfileOutlined,
  TransactionOutlined,
  DollarOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
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
  SwapOutlined,
  StopOutlined,
  FileExcelOutlined,
  UserAddOutlined,
  UsergroupAddOutlined,
  UploadOutlined,
  ClusterOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { AppAbility } from '@/app/ability';
import { visibleMenuEntries, type AdminMenuEntry } from './menuEntries';

const icons: Readonly<Record<string, ComponentType>> = {
  dashboard: DashboardOutlined,
  courses: BookOutlined,
  events: ScheduleOutlined,
  'my-events': ScheduleOutlined,
  'e-courses': LaptopOutlined,
  registrations: FileDoneOutlined,
  'walk-in': UserAddOutlined,
  'group-registration': UsergroupAddOutlined,
  'batch-registration': UploadOutlined,
  'corporate-registration': ClusterOutlined,
  attendance: CheckSquareOutlined,
  'mail-outbox': MailOutlined,
  facilitators: TeamOutlined,
  trainers: SolutionOutlined,
  participants: UserOutlined,
  corporates: BankOutlined,
  users: IdcardOutlined,
  'res-schedules': CalendarOutlined,
  promotions: GiftOutlined,
  configuration: SettingOutlined,
  invoices: AccountBookOutlined,
  payments: DollarOutlined,
  transactions: TransactionOutlined,
  approvals: AuditOutlined,
  'product-sales': ShoppingCartOutlined,
  products: ShopOutlined,
  'statement-of-account': ProfileOutlined,
  'aged-trial-balance': BarChartOutlined,
  'accounts-reports': FileSearchOutlined,
  'corporate-registrations': FileSearchOutlined,
  'daily-sales-settlement': FundOutlined,
  reschedule: SwapOutlined,
  'void-entry': StopOutlined,
  'void-entries-report': FileExcelOutlined,
};

export interface AdminMenuItem extends AdminMenuEntry {
  icon: ComponentType;
}

export function visibleMenu(ability: AppAbility): AdminMenuItem[] {
  return visibleMenuEntries(ability).map((entry) => ({
    ...entry,
    icon: icons[entry.key] ?? SettingOutlined,
  }));
}
