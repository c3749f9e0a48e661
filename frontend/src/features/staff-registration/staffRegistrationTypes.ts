/** A participant as the staff forms send them: found (id) or new, the server finds by NRIC/FIN or e-mail. */
export interface StaffParticipant {
  id?: number;
  firstName: string;
  lastName: string;
  nric?: string | null;
  email: string;
  mobileNo: string;
  ceaRegNo?: string | null;
  corporateId?: number | null;
}

export interface StaffItem {
  eventId: number;
  participantTypeId?: number | null;
  participant: StaffParticipant;
  feeCents?: number | null;
}

export interface CounterPayment {
  paymentModeId: number;
  receivedOn: string;
  reference: string | null;
  chequeBank: string | null;
}

export interface CounterRegistrationInput {
  channel: 'WALK-IN' | 'GROUP' | 'VO';
  items: StaffItem[];
  payerIndex?: number;
  payment: CounterPayment | null;
  idempotencyKey: string;
  remarks?: string | null;
}

export interface CorporateRegistrationInput {
  corporateId: number;
  items: StaffItem[];
  invoicePerParticipant?: boolean;
  expectedTotalCents?: number;
  idempotencyKey: string;
}

/** What every staff channel answers: the registration, its invoices and the receipt when paid now. */
export interface StaffRegistrationResult {
  registration: {
    id: number;
    regNo: string;
    channel: string;
    status: string;
    paymentStatus: string;
    totalCents: number;
    lines: { id: number; eventId: number; participantId: number; status: string; unitCents: number }[];
  };
  invoices: {
    id: number;
    number: string | null;
    totalCents: number;
    balanceCents: number;
    dueOn: string | null;
  }[];
  receipt: { id: number; number: string | null } | null;
}

export interface CorporateQuote {
  valid: true;
  quote: { totalCents: number };
  dueOn: string | null;
}

export interface CorporateAgent {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  ceaRegNo: string | null;
  corporateId: number;
  corporateName: string;
  nricMasked: string | null;
}

export interface BatchRow {
  row: number;
  name: string;
  nric: string;
  email: string;
  problems: string[];
}

export interface BatchResult {
  warning: string;
  eventId: number;
  rows: number;
  valid: BatchRow[];
  invalid: BatchRow[];
  totalCents: number;
  registered: StaffRegistrationResult | null;
}

export interface BatchRequest {
  data: {
    eventId: number;
    corporateId?: number | null;
    preview?: boolean;
    idempotencyKey?: string;
    expectedTotalCents?: number;
  };
  file: File;
}
