import { Workbook } from 'exceljs';
import { queryRows, singaporeDate } from '@app/core';
import { FAMILY_CODES } from '@app/courses';
import { BatchRegistrations, StaffRegistrations } from '@app/billing';
import { Corporate } from '@app/people';
import { RegistrationChannel } from '@app/registration';
import { type DemoContext, type DemoEvent, type DemoStep } from '../demo-context';
import { type Identity, registrationDetails } from '../identities';

const DAY = 86_400_000;

const details = (person: Identity, corporateId?: number) => ({
  ...registrationDetails(person),
  corporateId: corporateId ?? null,
});

/** An upcoming event of the other-training or CPD families with room for the staff channels' seats. */
const roomyEvent = async (context: DemoContext, seats: number): Promise<DemoEvent | undefined> => {
  const now = context.startedAt.getTime();
  const candidates = context.events.filter(
    (event) =>
      event.startsAt.getTime() > now + 7 * DAY &&
      event.feeCents > 0 &&
      [FAMILY_CODES.cpd, '70'].includes(event.familyCode),
  );
  if (!candidates.length) return undefined;
  const rows = await queryRows<{ id: number; left: number }>(
    context.em,
    `select id, capacity - seats_taken as left from event where id in (select jsonb_array_elements_text(?::jsonb)::int)`,
    [JSON.stringify(candidates.map((event) => event.id))],
  );
  const best = rows.filter((row) => row.left >= seats).sort((a, b) => b.left - a.left || a.id - b.id)[0];
  return candidates.find((event) => event.id === best?.id);
};

/**
 * The staff channels on the shared registration service (issue 18): a walk-in paid in cash at the
 * counter, a company's three agents invoiced to the company, and a batch of six from a spreadsheet
 * (one row invalid, so the preview has something to say). Idempotent: each is submitted with a
 * fixed key, and a second seed finds the first registration.
 */
export const staffRegistrationsStep: DemoStep = {
  name: 'staff registrations',
  async run(context: DemoContext): Promise<void> {
    const event = await roomyEvent(context, 10);
    if (!event) return;
    const staff = context.app.get(StaffRegistrations);
    const batches = context.app.get(BatchRegistrations);
    const userId = context.staff.user.id;
    const agents = Array.from({ length: 10 }, () => context.identities.person({ agent: true }));
    const corporateId = await context.unit(async () => {
      const existing = await context.em.findOne(Corporate, { uen: '201812345D' });
      if (existing) return existing.id;
      const corporate = context.em.create(Corporate, {
        name: 'Harbourfront Realty Pte Ltd',
        uen: '201812345D',
        address: '1 HarbourFront Walk, #10-01',
        postalCode: '098585',
        contactPerson: 'Grace Lee',
        contactEmail: 'accounts@harbourfront-realty.example',
        contactNo: '6123 4567',
        paymentTermsDays: 30,
      });
      await context.em.flush();
      return corporate.id;
    });
    const [cash] = await queryRows<{ id: number }>(
      context.em,
      `select id from payment_mode where code = 'CASH'`,
      [],
    );
    const base = {
      payerIndex: 0,
      corporateId: null,
      invoicePerParticipant: false,
      promoCode: null,
      remarks: null,
      payment: null,
      mail: false,
    };
    await context.unit(() =>
      staff.register(
        {
          ...base,
          channel: RegistrationChannel.WalkIn,
          items: [{ eventId: event.id, participant: details(agents[0]) }],
          idempotencyKey: 'demo-staff-walk-in-0001',
          payment: cash ? { paymentModeId: cash.id, receivedOn: singaporeDate(context.startedAt) } : null,
        },
        userId,
      ),
    );
    await context.unit(() =>
      staff.register(
        {
          ...base,
          channel: RegistrationChannel.Corporate,
          corporateId,
          items: agents
            .slice(1, 4)
            .map((agent) => ({ eventId: event.id, participant: details(agent, corporateId) })),
          idempotencyKey: 'demo-staff-corporate-0001',
        },
        userId,
      ),
    );
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Participants');
    sheet.addRow(['First name', 'Last name', 'NRIC/FIN', 'E-mail', 'Mobile', 'CEA registration no.']);
    for (const agent of agents.slice(4, 10)) {
      sheet.addRow([
        agent.firstName,
        agent.lastName,
        agent.nric,
        agent.email,
        agent.mobileNo,
        agent.ceaRegNo,
      ]);
    }
    // A mistyped mobile number: the preview names it and the batch registers the other five.
    sheet.getRow(7).getCell(5).value = '1234';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await context.unit(() =>
      batches.run(
        { eventId: event.id, corporateId, idempotencyKey: 'demo-staff-batch-0001' },
        {
          fieldname: 'file',
          buffer,
          size: buffer.length,
          originalname: 'harbourfront-batch.xlsx',
        },
        userId,
      ),
    );
    context.log(`staff registrations: a walk-in, a corporate of 3 and a batch of 5 for ${event.title}`);
  },
};
