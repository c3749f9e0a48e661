import { type LeadInput, LeadKind, LeadService, LeadSource, LeadStatus } from '@app/registration';
import { type DemoStep } from '../demo-context';

interface DemoLead extends LeadInput {
  /** Where the demo's follow-up has got to; new when absent. */
  followUp?: { status: LeadStatus.Contacted | LeadStatus.Closed; notes: string };
}

const LEADS: Record<LeadKind, { source: LeadSource; leads: DemoLead[] }> = {
  [LeadKind.Res]: {
    source: LeadSource.ResLeadForm,
    leads: [
      {
        name: 'Lim Wei Jie',
        email: 'weijie.lim@example.com',
        mobileNo: '91234567',
        message: 'When is the next RES intake?',
      },
      {
        name: 'Siti Nurhaliza',
        email: 'siti.n@example.com',
        mobileNo: '82345678',
        message: 'Is there a weekend class?',
        followUp: { status: LeadStatus.Contacted, notes: 'Called; sending the weekend schedule' },
      },
      { name: 'Rajesh Kumar', email: 'rajesh.k@example.com', mobileNo: '93456789' },
    ],
  },
  [LeadKind.Other]: {
    source: LeadSource.OtherLeadForm,
    leads: [
      {
        name: 'Chen Mei Ling',
        email: 'meiling.chen@example.com',
        mobileNo: '94567890',
        message: 'Negotiation course for my team',
      },
      {
        name: 'David Tan',
        email: 'david.tan@example.com',
        mobileNo: '85678901',
        followUp: { status: LeadStatus.Closed, notes: 'Not interested this year' },
      },
    ],
  },
  [LeadKind.Wsq]: {
    source: LeadSource.DigitalTrainingEoi,
    leads: [
      {
        name: 'Aisha Rahman',
        email: 'aisha.r@example.com',
        mobileNo: '96789012',
        companyName: 'Huttons Asia',
      },
      {
        name: 'Marcus Goh',
        email: 'marcus.goh@example.com',
        mobileNo: '87890123',
        message: 'Data analytics with SkillsFuture?',
      },
    ],
  },
};

/**
 * A few leads of each kind, submitted and followed up through the lead service as the forms and the
 * back office would. `staffUserId` is who the demo's follow-ups are recorded against.
 */
export const seedDemoLeads = async (leads: LeadService, staffUserId: number): Promise<void> => {
  for (const kind of Object.values(LeadKind)) {
    const { source, leads: entries } = LEADS[kind];
    for (const { followUp, ...input } of entries) {
      await leads.submit(kind, source, input);
      if (!followUp) continue;
      const [lead] = await leads.all(kind, {});
      await leads.setStatus(lead.id, followUp, staffUserId);
    }
  }
};

export const leadsStep: DemoStep = {
  name: 'leads',
  run: (context) => context.unit(() => seedDemoLeads(context.app.get(LeadService), context.staff.user.id)),
};
