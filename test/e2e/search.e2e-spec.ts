import { Role, maskNric } from '@app/core';
import {
  type TestClient,
  TestContext,
  participantInput,
  publishedEvent,
  registerOnline,
  uniqueCeaNo,
  uniqueNric,
} from '@app/test';

interface Hit {
  id: number;
  nric?: string | null;
}

describe('back-office search across registrations, participants, invoices and receipts', () => {
  let ctx: TestContext;
  let staff: TestClient;
  const found: Record<string, string | number> = {};

  const search = (client: TestClient, searchType: string, keyword: string) =>
    client.get(`/admin/register/search/filter?${new URLSearchParams({ searchType, keyword }).toString()}`);

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
    const { eventId, courseId, title } = await publishedEvent(staff, { feeCents: 10_900 });
    const course = await ctx.sql('select code from course where id = ?', [courseId]);
    const person = participantInput({
      firstName: 'Quentin',
      lastName: 'Zephyrine',
      nric: uniqueNric(),
      ceaRegNo: uniqueCeaNo(),
    });
    const registration = (
      await registerOnline(await ctx.client(), [{ eventId, participant: person }]).expect(201)
    ).body as { id: number; regNo: string };
    await staff
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: 'DBS-SEARCH-4711',
        amountCents: 10_900,
      })
      .expect(200);
    const [invoice] = await ctx.sql('select id, invoice_no from invoice where registration_id = ?', [
      registration.id,
    ]);
    const [receipt] = await ctx.sql(
      'select rc.id, rc.receipt_no from receipt rc join payment p on p.receipt_id = rc.id where p.registration_id = ?',
      [registration.id],
    );
    const [participant] = await ctx.sql('select id from participant where nric = ?', [person.nric]);
    const corporate = await staff
      .post('/admin/corporate/create', {
        name: 'Zephyrine Realty',
        uen: '201998877K',
        address: '1 Raffles Place',
        postalCode: '048616',
        contactPerson: 'Grace Lee',
        contactEmail: 'accounts@zephyrine.example',
        contactNo: '61234567',
      })
      .expect(201);
    const agent = await staff
      .post('/admin/participant/create', participantInput({ corporateId: corporate.body.id }))
      .expect(201);
    Object.assign(found, {
      registrationId: registration.id,
      regNo: registration.regNo,
      participantId: participant.id as number,
      agentId: agent.body.id as number,
      invoiceId: invoice.id as number,
      invoiceNo: invoice.invoice_no as string,
      receiptId: receipt.id as number,
      receiptNo: receipt.receipt_no as string,
      nric: person.nric,
      cea: person.ceaRegNo,
      email: person.email,
      mobile: person.mobileNo,
      title,
      code: course[0].code as string,
    });
  });

  afterAll(() => ctx.close());

  const ids = (group: { items: Hit[] } | undefined) => (group?.items ?? []).map((hit) => hit.id);

  // [filter type, keyword, groups that must hold the record]
  const CASES: [string, () => string, [string, string][]][] = [
    [
      'Name',
      () => 'quentin zeph',
      [
        ['participants', 'participantId'],
        ['registrations', 'registrationId'],
        ['invoices', 'invoiceId'],
        ['receipts', 'receiptId'],
      ],
    ],
    [
      'NRIC',
      () => String(found.nric).toLowerCase(),
      [
        ['participants', 'participantId'],
        ['registrations', 'registrationId'],
      ],
    ],
    [
      'Email',
      () => String(found.email).toUpperCase(),
      [
        ['participants', 'participantId'],
        ['invoices', 'invoiceId'],
      ],
    ],
    [
      'Invoice No.',
      () => String(found.invoiceNo).slice(-4),
      [
        ['invoices', 'invoiceId'],
        ['registrations', 'registrationId'],
      ],
    ],
    ['CEA Registration No.', () => String(found.cea).slice(1, 6), [['participants', 'participantId']]],
    [
      'Phone',
      () => `+65 ${String(found.mobile)}`,
      [
        ['participants', 'participantId'],
        ['registrations', 'registrationId'],
      ],
    ],
    [
      'Registration No.',
      () => String(found.regNo),
      [
        ['registrations', 'registrationId'],
        ['invoices', 'invoiceId'],
        ['receipts', 'receiptId'],
      ],
    ],
    [
      'Receipt No.',
      () => String(found.receiptNo),
      [
        ['receipts', 'receiptId'],
        ['registrations', 'registrationId'],
      ],
    ],
    [
      'Reference No.',
      () => 'search-4711',
      [
        ['registrations', 'registrationId'],
        ['receipts', 'receiptId'],
      ],
    ],
    ['Company Registration No.', () => '201998877', [['participants', 'agentId']]],
    ['Title', () => String(found.title).slice(-8), [['registrations', 'registrationId']]],
    ['Code', () => String(found.code).toLowerCase(), [['registrations', 'registrationId']]],
  ];

  it.each(CASES)('finds the record by %s', async (searchType, keyword, expected) => {
    const response = await search(staff, searchType, keyword()).expect(200);
    for (const [group, key] of expected) {
      expect({ group, ids: ids(response.body[group]) }).toEqual({
        group,
        ids: expect.arrayContaining([found[key]]),
      });
    }
  });

  it('matches literally: a % or _ in the keyword is not a wildcard', async () => {
    const response = await search(staff, 'Name', '%_%').expect(200);
    expect(response.body.participants.items).toEqual([]);
  });

  it('masks NRICs for readers without personal data, who must give the whole number', async () => {
    const coordinator = await ctx.signIn(Role.Coordinator);
    const whole = await search(coordinator, 'NRIC', String(found.nric)).expect(200);
    expect(whole.body.participants.items).toEqual([
      expect.objectContaining({ id: found.participantId, nric: maskNric(String(found.nric)) }),
    ]);
    const part = await search(coordinator, 'NRIC', String(found.nric).slice(1, 6)).expect(200);
    expect(part.body.participants.items).toEqual([]);
    // Coordinators read registrations and participants, not invoices or receipts.
    expect(Object.keys(whole.body).sort()).toEqual([
      'keyword',
      'participants',
      'registrations',
      'searchType',
    ]);
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    const full = await search(cso, 'NRIC', String(found.nric).slice(1, 6)).expect(200);
    expect(full.body.participants.items[0]).toMatchObject({ nric: found.nric });
    expect(Object.keys(full.body)).toEqual(
      expect.arrayContaining(['registrations', 'participants', 'invoices', 'receipts']),
    );
  });

  it('refuses an unknown filter type or an empty keyword, and roles that do not read registrations', async () => {
    const bad = await search(staff, 'Shoe size', ' ').expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['keyword', 'searchType']);
    for (const role of [Role.RecruitmentAndTraining, Role.Trainer, Role.Participant]) {
      await search(await ctx.signIn(role), 'Name', 'tan').expect(403);
    }
  });
});
