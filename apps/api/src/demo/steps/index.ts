import { type DemoStep } from '../demo-context';
import { accountsStep } from './accounts';
import { attendanceStep } from './attendance';
import { billingStep } from './billing';
import { catalogStep } from './catalog';
import { leadsStep } from './leads';
import { peopleStep } from './people';
import { productsStep } from './products';
import { registrationsStep } from './registrations';
import { transfersStep } from './transfers';
import { refundsStep } from './refunds';
import { resStep } from './res';
import { staffRegistrationsStep } from './staff-registrations';

/**
 * The demo academy, area by area, in the order each needs the one before: staff and people to
 * teach and attend, courses and classes, registrations, the back office's billing, accounts
 * receivable with a history, attendance, transfers, refunds, voids and reschedules, counter sales of products and enquiries. A later area adds its own step file here.
 */
export const DEMO_STEPS: readonly DemoStep[] = [
  peopleStep,
  catalogStep,
  registrationsStep,
  billingStep,
  accountsStep,
  attendanceStep,
  transfersStep,
  refundsStep,
  productsStep,
  leadsStep,
  resStep,
  staffRegistrationsStep,
];
