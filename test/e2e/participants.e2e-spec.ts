import { listByName } from '@app/config';
import { Role, maskNric } from '@app/core';
import { type TestClient, TestContext, participantInput, uniqueMobile, uniqueNric } from '@app/test';
import { createEntry } from '@app/test/lookup-samples';

describe('participants', () => {
  let ctx: TestContext;
  let cso: TestClient;
  let coordinator: TestClient;
  let associate: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    cso = await ctx.signIn(Role.CustomerServiceOfficer);
    coordinator = await ctx.signIn(Role.Coordinator);
    associate = await ctx.signIn(Role.AssociateRelations);
    admin = await ctx.signIn(Role.Administrator);
  });

  afterAll(() => ctx.close());

  const create = async (client: TestClient, overrides: Record<string, unknown> = {}) =>
    (await client.post('/admin/participant/create', participantInput(overrides)).expect(201)).body as {
      id: number;
      nric: string;
      email: string;
    };

  it('creates a participant with normalised identifiers, and shows the NRIC/FIN only to roles that need it', async () => {
    const nric = uniqueNric('T');
    const gender = await createEntry(admin, listByName('gender')!);
    const created = await cso
      .post(
        '/admin/participant/create',
        participantInput({
          nric: ` ${nric.toLowerCase()} `,
          email: 'Mei.Ling.Case@Example.com',
          mobileNo: '+65 9123 4567',
          ceaRegNo: 'r123456a',
          dateOfBirth: '1990-05-01',
          genderId: gender.id,
          dietaryId: null,
        }),
      )
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Mei Ling Tan',
      nric,
      nricMasked: false,
      email: 'mei.ling.case@example.com',
      mobileNo: '91234567',
      ceaRegNo: 'R123456A',
      dateOfBirth: '1990-05-01',
      genderId: gender.id,
      dietaryId: null,
      status: 'Active',
    });

    const forCoordinator = await coordinator.get(`/admin/participant/id/${created.body.id}`).expect(200);
    expect(forCoordinator.body).toMatchObject({ nric: maskNric(nric), nricMasked: true, dateOfBirth: null });
    expect(maskNric(nric)).toMatch(/^T\*{4}\d{3}[A-Z]$/);
    const listed = await coordinator
      .get(`/admin/participants/filter?searchType=Email&keyword=mei.ling.case`)
      .expect(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: created.body.id, nric: maskNric(nric) }),
    ]);
    const forCso = await cso.get(`/admin/participants/filter?searchType=NRIC&keyword=${nric}`).expect(200);
    expect(forCso.body.items).toEqual([expect.objectContaining({ id: created.body.id, nric })]);
  });

  it('refuses invalid identifiers with a message per field', async () => {
    const response = await cso
      .post(
        '/admin/participant/create',
        participantInput({
          nric: 'M1234567L',
          mobileNo: '61234567',
          email: 'not-an-email',
          ceaRegNo: 'R12345A',
          postalCode: '1234',
          agentStatus: 'Broker',
          firstName: ' ',
        }),
      )
      .expect(400);
    expect(response.body.errors).toEqual({
      nric: ['NRIC/FIN must be a valid NRIC or FIN number, e.g. S1234567D'],
      mobileNo: ['Mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)'],
      email: ['E-mail must be an e-mail address'],
      ceaRegNo: ['CEA registration number must look like R123456A'],
      postalCode: ['Postal code must be 6 digits'],
      agentStatus: ['Agent status must be one of: partner-agency, External, Non-Agent'],
      firstName: ['First name is required'],
    });
    const lookups = await cso
      .post('/admin/participant/create', participantInput({ genderId: 999_999, corporateId: 999_999 }))
      .expect(400);
    expect(lookups.body.errors).toEqual({
      genderId: ['Gender must be an active entry of its list'],
      corporateId: ['Corporate does not exist'],
    });
    const partner = await cso
      .post('/admin/participant/create', participantInput({ agentStatus: 'partner-agency' }))
      .expect(400);
    expect(partner.body.errors).toEqual({
      agencyName: ['Agency name is required for partner-agency agents'],
    });
  });

  it('refuses a second active participant with the same NRIC/FIN or e-mail, naming the existing record', async () => {
    const first = await create(cso, { firstName: 'Ah Kow', lastName: 'Lim' });
    const sameNric = await cso
      .post('/admin/participant/create', participantInput({ nric: first.nric }))
      .expect(409);
    expect(sameNric.body.message).toBe(`Participant #${first.id} (Ah Kow Lim) already has this NRIC/FIN`);
    const sameEmail = await cso
      .post('/admin/participant/create', participantInput({ email: first.email.toUpperCase() }))
      .expect(409);
    expect(sameEmail.body.message).toBe(
      `Participant #${first.id} (Ah Kow Lim) already has the e-mail ${first.email}`,
    );

    // Archived records step aside; bringing one back while its twin is active is refused.
    await cso.patch(`/admin/participant/archive/${first.id}`).expect(403);
    await admin.patch(`/admin/participant/archive/${first.id}`).expect(200);
    const twin = await create(cso, { nric: first.nric });
    const back = await admin.patch(`/admin/participant/unarchive/${first.id}`).expect(409);
    expect(back.body.message).toBe(`Participant #${twin.id} (Mei Ling Tan) already has this NRIC/FIN`);
  });

  it('keeps the stored NRIC/FIN when a reader who sees it masked saves the form without it', async () => {
    const participant = await create(cso, { dateOfBirth: '1985-07-14' });
    const record = (await associate.get(`/admin/participant/id/${participant.id}`).expect(200)).body;
    const {
      nric: _masked,
      dateOfBirth: _dob,
      nricMasked: _flag,
      personalDataHidden: _hidden,
      ...rest
    } = record;
    const input = Object.fromEntries(
      Object.entries(rest).filter(([key]) => key in participantInput() || key === 'id' || key === 'remarks'),
    );
    expect(record.personalDataHidden).toBe(true);
    await associate
      .post('/admin/participant/update', { ...input, remarks: 'Called about invoice' })
      .expect(200);
    // What they send for fields they cannot see is ignored too, rather than wiping or replacing them.
    await associate
      .post('/admin/participant/update', {
        ...input,
        remarks: 'Called about invoice',
        nric: uniqueNric(),
        dateOfBirth: null,
      })
      .expect(200);
    const stored = (await cso.get(`/admin/participant/id/${participant.id}`).expect(200)).body;
    expect(stored).toMatchObject({
      nric: participant.nric,
      dateOfBirth: '1985-07-14',
      remarks: 'Called about invoice',
      personalDataHidden: false,
    });
    await cso.post('/admin/participant/update', participantInput()).expect(400);
  });

  it('logs every change without writing the NRIC/FIN into the log', async () => {
    const participant = await create(cso);
    const newNric = uniqueNric('F');
    const updated = await cso
      .post(
        '/admin/participant/update',
        participantInput({ id: participant.id, nric: newNric, lastName: 'Goh' }),
      )
      .expect(200);
    expect(updated.body.nric).toBe(newNric);
    const logs = await cso.get(`/admin/participants/logs?id=${participant.id}&pageSize=50`).expect(200);
    const byField = Object.fromEntries(
      (logs.body.items as { field: string | null; oldValue: string; newValue: string }[])
        .filter((log) => log.field)
        .map((log) => [log.field, log]),
    );
    expect(byField.lastName).toMatchObject({ oldValue: 'Tan', newValue: 'Goh' });
    expect(byField.nric).toMatchObject({ oldValue: '[redacted]', newValue: '[redacted]' });
    const leaked = await ctx.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as count from change_log where old_value like ? or new_value like ?`, [
        `%${participant.nric}%`,
        `%${newNric}%`,
      ]);
    expect(leaked[0].count).toBe(0);
  });

  it('finds participants by e-mail, NRIC/FIN and mobile number, and counts the active ones', async () => {
    const mobileNo = uniqueMobile();
    const participant = await create(cso, { mobileNo });
    const before = (await cso.get('/admin/participants/countall').expect(200)).body.count as number;
    expect(before).toBeGreaterThan(0);
    const byEmail = await cso.post('/admin/participant/getbyemail', { email: participant.email }).expect(200);
    expect(byEmail.body.id).toBe(participant.id);
    const byNric = await cso.post('/admin/participant/getbynric', { nric: participant.nric }).expect(200);
    expect(byNric.body.id).toBe(participant.id);
    const missing = await cso.post('/admin/participant/getbynric', { nric: uniqueNric('G') }).expect(404);
    expect(missing.body.message).toBe('A participant with that NRIC/FIN not found');
    await cso.post('/admin/participant/getbynric', { nric: 'S1234567A' }).expect(400);
    const allByNric = await cso
      .post('/admin/participants/getallbynric', { nric: participant.nric })
      .expect(200);
    expect(allByNric.body.map((row: { id: number }) => row.id)).toEqual([participant.id]);
    const byMobile = await cso
      .post('/admin/participants/getallbymobileno', { mobileNo: `+65${mobileNo}` })
      .expect(200);
    expect(byMobile.body.map((row: { id: number }) => row.id)).toEqual([participant.id]);
    await cso.get('/admin/participants/filter?searchType=Title&keyword=x').expect(400);
    const phone = await cso
      .get(`/admin/participants/filter?searchType=Phone&keyword=${mobileNo}`)
      .expect(200);
    expect(phone.body.total).toBe(1);
    await admin.patch(`/admin/participant/archive/${participant.id}`).expect(200);
    const after = (await cso.get('/admin/participants/countall').expect(200)).body.count as number;
    expect(after).toBe(before - 1);
    const archived = await cso
      .get(`/admin/participants/getallbypage?status=Archived&keyword=${participant.email}`)
      .expect(200);
    expect(archived.body.items).toEqual([
      expect.objectContaining({ id: participant.id, status: 'Archived' }),
    ]);
  });

  it('archives in bulk, all or nothing', async () => {
    const one = await create(cso);
    const two = await create(cso);
    const refused = await admin
      .patch('/admin/participants/bulkarchive', { ids: [one.id, 999_999] })
      .expect(404);
    expect(refused.body.message).toBe('Participant 999999 not found');
    expect((await cso.get(`/admin/participant/id/${one.id}`).expect(200)).body.status).toBe('Active');
    const archived = await admin
      .patch('/admin/participants/bulkarchive', { ids: [one.id, two.id] })
      .expect(200);
    expect(archived.body).toEqual({ archived: 2 });
    expect((await cso.get(`/admin/participant/id/${two.id}`).expect(200)).body.status).toBe('Archived');
  });

  it('applies each family form’s required fields, and brings the matching record up to date', async () => {
    const nric = uniqueNric();
    const noCea = await cso
      .post('/admin/participant/submit/cpd', participantInput({ nric, ceaRegNo: null }))
      .expect(400);
    expect(noCea.body.errors).toEqual({
      ceaRegNo: ['CEA registration number is required for CPD registrations'],
    });
    const first = await cso.post('/admin/participant/submit/cpd', participantInput({ nric })).expect(200);
    const again = await cso
      .post(
        '/admin/participant/submit/pws',
        participantInput({ nric, email: first.body.email, lastName: 'Ng' }),
      )
      .expect(200);
    expect(again.body).toMatchObject({ id: first.body.id, lastName: 'Ng' });

    const res = await cso
      .post('/admin/participant/res/create', participantInput({ ceaRegNo: null }))
      .expect(400);
    expect(res.body.errors).toEqual({
      dateOfBirth: ['Date of birth is required for RES registrations'],
      educationId: ['Education is required for RES registrations'],
    });
    const education = await createEntry(admin, listByName('educations')!);
    await cso
      .post(
        '/admin/participant/res/create',
        participantInput({ ceaRegNo: null, dateOfBirth: '2001-02-03', educationId: education.id }),
      )
      .expect(201);
    const bootcamp = await cso
      .post('/admin/participant/submit/bootcamp', participantInput({ nric: null }))
      .expect(400);
    expect(Object.keys(bootcamp.body.errors)).toEqual(['nric', 'dateOfBirth']);
    await cso
      .post('/admin/participant/submit/others', participantInput({ nric: null, ceaRegNo: null }))
      .expect(200);

    const notPartner = await cso
      .post('/admin/participant/submit/pws/partner-agency', participantInput({ agencyName: 'ERA' }))
      .expect(400);
    expect(notPartner.body.errors).toEqual({
      agentStatus: ['Agent status must be partner-agency for the partner-agency form'],
    });
    const partner = await cso
      .post(
        '/admin/participant/submit/pws/partner-agency',
        participantInput({ agentStatus: 'partner-agency', agencyName: 'PropNex Realty' }),
      )
      .expect(200);
    const check = await cso.post('/admin/participant/propnexagent', { id: partner.body.id }).expect(200);
    expect(check.body).toEqual({ partnerAgency: true, agencyName: 'PropNex Realty' });
    const byNric = await cso.post('/admin/participant/propnexagent', { nric: first.body.nric }).expect(200);
    expect(byNric.body).toEqual({ partnerAgency: false, agencyName: null });
    const open = await cso.get(`/is-propnex-agent?id=${partner.body.id}`).expect(200);
    expect(open.body).toEqual({ partnerAgency: true });

    const validate = await cso.post('/admin/participant/validate?family=cpd', participantInput()).expect(200);
    expect(validate.body).toEqual({ valid: true });
    await cso.post('/admin/participant/validate?family=cpd', participantInput({ ceaRegNo: '' })).expect(400);
    await cso.post('/admin/participant/validate', participantInput({ nric: first.body.nric })).expect(409);
  });

  it('keeps pcep and png training details, and lists pcep members and partner agents without pcep', async () => {
    const member = await create(cso, {
      agentStatus: 'partner-agency',
      agencyName: 'PropNex Realty',
      pcep: { membershipNo: 'PCEP-0042', enrolledOn: '2026-01-05', expiresOn: '2027-01-04' },
      png: { status: 'In Progress', cohort: '2026-A', enrolledOn: '2026-02-01' },
    });
    const without = await create(cso, { agentStatus: 'partner-agency', agencyName: 'PropNex Realty' });
    const pcep = await coordinator.get(`/admin/participant/${member.id}/pcep`).expect(200);
    expect(pcep.body.pcep).toEqual({
      membershipNo: 'PCEP-0042',
      enrolledOn: '2026-01-05',
      expiresOn: '2027-01-04',
    });
    const png = await coordinator.get(`/admin/participant/${member.id}/png`).expect(200);
    expect(png.body.png).toEqual({
      status: 'In Progress',
      cohort: '2026-A',
      enrolledOn: '2026-02-01',
      completedOn: null,
    });
    const badPng = await cso
      .post('/admin/participant/create', participantInput({ png: { status: 'Done' } }))
      .expect(400);
    expect(badPng.body.errors['png.status']).toEqual([
      'PNG training status must be one of: Enrolled, In Progress, Completed, Withdrawn',
    ]);
    const members = await cso.get('/admin/participants/pcep/getall').expect(200);
    const ids = members.body.map((row: { id: number }) => row.id);
    expect(ids).toContain(member.id);
    expect(ids).not.toContain(without.id);
    const followUp = await cso.get('/admin/participants/partner-agency/getallwithoutpcep').expect(200);
    const followUpIds = followUp.body.map((row: { id: number }) => row.id);
    expect(followUpIds).toContain(without.id);
    expect(followUpIds).not.toContain(member.id);
  });

  it('offers the form its lookups and corporates', async () => {
    const race = await createEntry(admin, listByName('race')!);
    const form = await coordinator.get('/admin/participant/formdata').expect(200);
    expect(form.body.lookups.raceId).toContainEqual({ id: race.id, name: race.name });
    expect(Object.keys(form.body.lookups)).toHaveLength(10);
    expect(form.body.agentStatuses).toEqual(['partner-agency', 'External', 'Non-Agent']);
  });

  it('lets a participant read only their own record, and no back-office list', async () => {
    const self = await ctx.newUser(Role.Participant);
    const client = await (await ctx.client()).signIn(self.email, 'Correct-Horse-42');
    const own = await create(cso, { email: self.email });
    await ctx.orm.em
      .fork()
      .getConnection()
      .execute('update participant set user_id = ? where id = ?', [self.id, own.id]);
    const other = await create(cso);
    await client.get('/admin/participants/getallbypage').expect(403);
    await client.get(`/admin/participant/id/${own.id}`).expect(403);
    await client.post('/admin/participant/update', participantInput({ id: other.id })).expect(403);
    await client.get(`/participant/${own.id}/png`).expect(200);
    // Someone else's record answers as one that does not exist, so ids tell nothing.
    const others = await client.get(`/participant/${other.id}/png`).expect(404);
    const none = await client.get('/participant/999999999/png').expect(404);
    expect(others.body.message).toBe(`Participant ${other.id} not found`);
    expect(none.body.message).toBe('Participant 999999999 not found');
    expect((await client.get(`/classes/participant/${own.id}/byId`).expect(200)).body).toEqual([]);
    expect((await client.get(`/transactions/participant/${own.id}/byId`).expect(200)).body).toEqual([]);
    await client.get(`/classes/participant/${other.id}/byId`).expect(404);
    await client.get(`/transactions/participant/${other.id}/byId`).expect(404);
    await cso.get(`/transactions/participant/${other.id}/byId`).expect(200);
  });

  it('answers public lookups about a participant only to them and staff, anyone else as if no one matched', async () => {
    const mobileNo = uniqueMobile();
    const agent = await ctx.newUser(Role.Participant);
    const record = await create(cso, {
      mobileNo,
      firstName: 'Siew',
      lastName: 'Mei',
      email: agent.email,
      agentStatus: 'partner-agency',
      agencyName: 'PropNex Realty',
    });
    await ctx.orm.em
      .fork()
      .getConnection()
      .execute('update participant set user_id = ? where id = ?', [agent.id, record.id]);
    const notAgent = await create(cso, { agentStatus: 'External' });
    const hints = { found: true, name: 'S*** M**', email: expect.stringMatching(/^p\*+@example\.com$/) };

    const visitor = await ctx.client();
    const other = await ctx.signIn(Role.Participant);
    for (const stranger of [visitor, other]) {
      for (const id of [record.id, notAgent.id, 999_999_999]) {
        const agency = await stranger.get(`/is-propnex-agent?id=${id}`).expect(200);
        expect(agency.body).toEqual({ partnerAgency: false });
      }
      for (const mobile of [mobileNo, uniqueMobile()]) {
        const found = await stranger.post('/participant/getbymobileno', { mobileNo: mobile }).expect(200);
        expect(found.body).toEqual({ found: false });
      }
    }

    const self = await (await ctx.client()).signIn(agent.email, 'Correct-Horse-42');
    for (const told of [self, cso]) {
      expect((await told.get(`/is-propnex-agent?id=${record.id}`).expect(200)).body).toEqual({
        partnerAgency: true,
      });
      expect((await told.post('/participant/getbymobileno', { mobileNo }).expect(200)).body).toEqual(hints);
    }
  });

  it('stops a corporate with participants from being deleted', async () => {
    const corporate = await admin
      .post('/admin/corporate/create', { name: 'Huttons Asia', uen: '201912345K' })
      .expect(201);
    const participant = await create(cso, { corporateId: corporate.body.id });
    const refused = await admin.delete(`/admin/corporate/delete/${corporate.body.id}`).expect(409);
    expect(refused.body.message).toBe('Huttons Asia is used by 1 participant record');
    const members = await cso
      .get(`/admin/participants/getallbypage?corporateId=${corporate.body.id}`)
      .expect(200);
    expect(members.body.items.map((row: { id: number }) => row.id)).toEqual([participant.id]);
  });
});
