/** Spec 3's lead kinds, as the back office's list paths name them. */
export const leadKinds = ['res', 'other', 'wsq'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadKindLabels: Record<LeadKind, string> = {
  res: 'RES leads',
  other: 'Other leads',
  wsq: 'WSQ leads',
};

export const leadStatuses = ['new', 'contacted', 'converted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** What staff may set by hand; converted comes only with a registration. */
export const workableStatuses = ['new', 'contacted', 'closed'] as const;

export interface Lead {
  id: number;
  kind: LeadKind;
  source: string;
  name: string;
  email: string;
  mobileNo: string;
  companyName: string | null;
  courseId: number | null;
  courseTitle: string | null;
  message: string | null;
  status: LeadStatus;
  notes: string | null;
  registrationId: number | null;
  regNo: string | null;
  statusChangedAt: string | null;
  createdAt: string;
}

export interface LeadInput {
  name: string;
  email: string;
  mobileNo: string;
  companyName?: string;
  message?: string;
  /** The honeypot: people never see it, so it stays empty. */
  website?: string;
}

/** Each public form and the API path it posts to. */
export const publicLeadForms = {
  res: { path: '/res/enquiry', api: '/registration/res/lead/create', title: 'Ask about RES courses' },
  other: {
    path: '/other-training/enquiry',
    api: '/registration/other/lead/create',
    title: 'Ask about our courses',
  },
  wsq: {
    path: '/digital-training/interest',
    api: '/digital-training/eoi/create',
    title: 'Digital training: register your interest',
  },
} as const satisfies Record<LeadKind, { path: string; api: string; title: string }>;
