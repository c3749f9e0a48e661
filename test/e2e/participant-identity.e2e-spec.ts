import { Role } from '@app/core';
import {
  type TestClient,
  TestContext,
  TEST_PASSWORD,
  participantInput,
  checkoutKey,
  publishedEvent,
  registerOnline,
  signedUpParticipant,
  uniqueMobile,
} from '@app/test';

/**
 * Who a registration or a sign-up is about: a caller proves to be a stored participant by being
 * signed in as them or by giving their e-mail and NRIC/FIN together; anyone else sees only what
 * they typed and changes nothing (docs/architecture.md, "Registration and checkout").
 */
describe('participant identity: registrations and sign-ups never disclose or overwrite someone else', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  /** A participant with an account, signed in. */
  const signedUp = (overrides: Record<string, unknown> = {}) =>
    signedUpParticipant(ctx, { firstName: 'Kavitha', lastName: 'Ramasamy', ...overrides });

  const record = async (id: number) => (await staff.get(`/admin/participant/id/${id}`).expect(200)).body;

  it('shows a stranger who types someone’s NRIC/FIN only what they typed, and leaves that person alone', async () => {
    const { eventId } = await publishedEvent(staff);
    const owner = await signedUp();
    const before = await record(owner.id);
    const stranger = await ctx.client();
    const typed = participantInput({ nric: owner.details.nric, firstName: 'Eve', lastName: 'Outsider' });

    const quote = await stranger
      .post('/registration/update', { items: [{ eventId, participant: typed }] })
      .expect(200);
    expect(quote.body.lines[0].participantName).toBe('Eve Outsider');
    const made = await registerOnline(stranger, [{ eventId, participant: typed }]).expect(201);
    const again = await stranger.get(`/registration/${made.body.id}/get`).expect(200);
    for (const shown of [made.body, again.body]) {
      expect(shown.payer).toMatchObject({ name: 'Eve Outsider', email: typed.email });
      expect(shown.lines[0]).toMatchObject({ participantName: 'Eve Outsider', status: 'Draft' });
      expect(JSON.stringify(shown)).not.toMatch(new RegExp(`${owner.details.email}|Kavitha|Ramasamy`));
    }

    // Nothing of the stored record changed, and the held seat is not in the owner's classes.
    expect(await record(owner.id)).toEqual(before);
    expect((await owner.client.get(`/classes/participant/${owner.id}/byId`).expect(200)).body).toEqual([]);
    await owner.client.get(`/registration/${made.body.id}/get`).expect(404);
    // Staff see whose NRIC/FIN it is and what the booker typed, to follow it up.
    const staffView = await staff.get(`/admin/registration/participant/${owner.id}`).expect(200);
    expect(staffView.body[0].lines[0]).toMatchObject({
      participantName: 'Kavitha Ramasamy',
      bookedAs: { firstName: 'Eve', lastName: 'Outsider', email: typed.email },
    });
  });

  it('links a returning visitor who gives the same e-mail and NRIC/FIN, filling in only what the record lacks', async () => {
    const first = await publishedEvent(staff);
    const second = await publishedEvent(staff);
    const details = participantInput({ firstName: 'Hui Min', lastName: 'Lim', ceaRegNo: null });
    const made = await registerOnline(await ctx.client(), [
      { eventId: first.eventId, participant: details },
    ]).expect(201);
    const participantId = made.body.lines[0].participantId as number;
    const returning = await registerOnline(await ctx.client(), [
      {
        eventId: second.eventId,
        participant: { ...details, firstName: 'Huimin', mobileNo: uniqueMobile(), ceaRegNo: 'R111222C' },
      },
    ]).expect(201);
    expect(returning.body.lines[0]).toMatchObject({ participantId, participantName: 'Hui Min Lim' });
    expect(await record(participantId)).toMatchObject({
      firstName: 'Hui Min',
      mobileNo: details.mobileNo,
      ceaRegNo: 'R111222C',
    });
  });

  it('lets a signed-in participant register themselves and a family member', async () => {
    const { eventId } = await publishedEvent(staff);
    const owner = await signedUp();
    const family = participantInput({ firstName: 'Arun', lastName: 'Ramasamy' });
    const made = await registerOnline(owner.client, [
      { eventId, participant: { ...owner.details, email: 'old-address@example.com' } },
      { eventId, participant: family },
    ]).expect(201);
    expect(made.body.lines.map((line: { participantName: string }) => line.participantName)).toEqual([
      'Kavitha Ramasamy',
      'Arun Ramasamy',
    ]);
    expect(made.body.lines[0].participantId).toBe(owner.id);
    expect(await record(owner.id)).toMatchObject({ email: owner.details.email });
    const classes = await owner.client.get(`/classes/participant/${owner.id}/byId`).expect(200);
    expect(classes.body).toEqual([expect.objectContaining({ registrationId: made.body.id, eventId })]);
    expect(classes.body[0]).not.toHaveProperty('bookedAs');
  });

  it('keeps what a registration stored when the visitor later signs up leaving fields blank', async () => {
    const { eventId } = await publishedEvent(staff);
    const details = participantInput({ ceaRegNo: 'R111222C', dateOfBirth: '1990-05-06' });
    const made = await registerOnline(await ctx.client(), [{ eventId, participant: details }]).expect(201);
    const id = made.body.lines[0].participantId as number;
    const signUp = async (fields: Record<string, unknown>) =>
      (await ctx.client()).post('/profile/create', { ...details, password: TEST_PASSWORD, ...fields });

    // A blank mobile number is refused, and an e-mail alone does not claim a record with an NRIC/FIN.
    expect((await signUp({ mobileNo: '' })).status).toBe(400);
    const withoutNric = await signUp({ nric: null });
    expect(withoutNric.status).toBe(409);
    expect(await record(id)).toMatchObject({ nric: details.nric, mobileNo: details.mobileNo });

    const claimed = await signUp({ ceaRegNo: null, dateOfBirth: null, genderId: null });
    expect(claimed.status).toBe(201);
    const kept = {
      id,
      nric: details.nric,
      mobileNo: details.mobileNo,
      ceaRegNo: 'R111222C',
      dateOfBirth: '1990-05-06',
    };
    expect(claimed.body).toMatchObject(kept);
    expect(await record(id)).toMatchObject({ ...kept, userId: claimed.body.userId });
  });

  it('keeps every field a save leaves out, and clears only what a form empties', async () => {
    const gender = await staff
      .post('/admin/configurations/gender/update', { name: `Gender ${checkoutKey()}` })
      .expect(200);
    const optional = {
      dateOfBirth: '1985-01-02',
      genderId: gender.body.id as number,
      address: '10 Anson Road',
      postalCode: '079903',
      agentStatus: 'External',
      agencyName: 'ERA Realty',
      medicalCondition: 'Asthma',
    };
    const full = participantInput(optional);
    const created = (await staff.post('/admin/participant/create', full).expect(201)).body;
    const { firstName, lastName, email, mobileNo } = full;

    // Staff saving from a form that shows only the required fields.
    await staff
      .post('/admin/participant/update', { id: created.id, firstName, lastName, email, mobileNo })
      .expect(200);
    const stored = { ...optional, nric: full.nric, ceaRegNo: full.ceaRegNo };
    expect(await record(created.id)).toMatchObject(stored);

    // A family form that finds the record by NRIC/FIN updates what it is given and keeps its blanks.
    const newMobile = uniqueMobile();
    await staff
      .post('/admin/participant/submit/cpd', {
        ...full,
        mobileNo: newMobile,
        dateOfBirth: null,
        address: '',
        genderId: null,
      })
      .expect(200);
    expect(await record(created.id)).toMatchObject({ ...stored, mobileNo: newMobile });

    // A form that showed the field and was emptied clears it.
    await staff
      .post('/admin/participant/update', {
        id: created.id,
        firstName,
        lastName,
        email,
        mobileNo,
        address: null,
      })
      .expect(200);
    expect(await record(created.id)).toMatchObject({ ...stored, address: null });
  });

  it('keeps what a participant’s own profile form leaves out', async () => {
    const owner = await signedUp({ dateOfBirth: '1991-03-04', address: '1 Marina Boulevard' });
    const { firstName, lastName, email, mobileNo } = owner.details;
    await owner.client.post('/profile/update', { firstName, lastName, email, mobileNo }).expect(200);
    expect(await record(owner.id)).toMatchObject({
      nric: owner.details.nric,
      ceaRegNo: owner.details.ceaRegNo,
      dateOfBirth: '1991-03-04',
      address: '1 Marina Boulevard',
    });
    const cleared = await owner.client
      .post('/profile/update', { firstName, lastName, email, mobileNo, address: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ address: null, ceaRegNo: owner.details.ceaRegNo });
  });
});
