import { LIST_DEFINITIONS, type ListDefinition } from '@app/config';
import { Role } from '@app/core';
import { type TestClient, TestContext } from '@app/test';
import { createEntry, sampleInput } from '@app/test/lookup-samples';

/** Every list of the registry, through HTTP: what one list does, all of them do. */
describe('configuration lists', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let coordinator: TestClient;
  let participant: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    [staff, coordinator, participant] = await Promise.all([
      ctx.signIn(Role.Staff),
      ctx.signIn(Role.Coordinator),
      ctx.signIn(Role.Participant),
    ]);
  });

  afterAll(() => ctx.close());

  const base = (list: ListDefinition) => `/admin/configurations/${list.name}`;
  const statusRequest = (client: TestClient, list: ListDefinition, id: number, body: object = {}) =>
    list.statusMethod === 'PATCH'
      ? client.patch(`${base(list)}/updatestatus/${id}`, body)
      : client.post(`${base(list)}/updatestatus/${id}`, body);

  describe.each(LIST_DEFINITIONS.map((list) => [list.name, list] as const))('%s', (_name, list) => {
    it('creates an entry and reads it back', async () => {
      const input = await sampleInput(staff, list);
      const created = await staff.post(`${base(list)}/update`, input).expect(200);
      expect(created.body).toMatchObject({ id: expect.any(Number), name: input.name, status: 'Active' });
      for (const field of list.fields.filter((entry) => entry.type !== 'richText')) {
        expect({ field: field.name, value: created.body[field.name] }).toEqual({
          field: field.name,
          value: input[field.name],
        });
      }
      const page = await staff
        .get(`${base(list)}/getall?keyword=${encodeURIComponent(String(input.name))}`)
        .expect(200);
      expect(page.body).toMatchObject({ total: 1, items: [{ id: created.body.id }] });
    });

    it('updates an entry by id', async () => {
      const entry = await createEntry(staff, list);
      const input = await sampleInput(staff, list);
      const updated = await staff
        .post(`${base(list)}/update`, { ...input, id: entry.id, sortOrder: 5 })
        .expect(200);
      expect(updated.body).toMatchObject({ id: entry.id, name: input.name, sortOrder: 5 });
      const missing = await staff.post(`${base(list)}/update`, { ...input, id: 999_999 }).expect(404);
      expect(missing.body.message).toMatch(/not found/);
    });

    it('refuses bad input with field messages and unknown fields by name', async () => {
      const input = await sampleInput(staff, list);
      const response = await staff
        .post(`${base(list)}/update`, { ...input, name: '  ', colour: 'red' })
        .expect(400);
      expect(response.body.errors.name).toContain('Name field is required.');
      expect(response.body.errors.colour).toEqual(['property colour should not exist']);
      for (const field of list.fields.filter((entry) => entry.required)) {
        const { [field.name]: _omitted, ...rest } = input;
        const missing = await staff.post(`${base(list)}/update`, rest).expect(400);
        expect({ field: field.name, errors: missing.body.errors[field.name] }).toEqual({
          field: field.name,
          errors: expect.arrayContaining([`${field.label} is required`]),
        });
      }
    });

    it('refuses a second entry with the same name, whatever its case', async () => {
      const entry = await createEntry(staff, list);
      const input = await sampleInput(staff, list);
      const clash = await staff
        .post(`${base(list)}/update`, { ...input, name: entry.name.toUpperCase() })
        .expect(409);
      expect(clash.body.message).toContain(`already has an entry named "${entry.name}"`);
    });

    it('toggles the status and keeps inactive entries out of the active list', async () => {
      const entry = await createEntry(staff, list);
      if (entry.isDefault)
        await createEntry(staff, list).then((other) =>
          staff
            .post(`/admin/configurations/${list.defaultRoutePrefix ?? list.name}/updatedefault/${other.id}`)
            .expect(200),
        );
      const toggled = await statusRequest(staff, list, entry.id).expect(200);
      expect(toggled.body.status).toBe('Inactive');
      const active = await staff.get(`${base(list)}/getallactive`).expect(200);
      expect(active.body.map((item: { id: number }) => item.id)).not.toContain(entry.id);
      const inactive = await staff.get(`${base(list)}/getall?status=Inactive&pageSize=200`).expect(200);
      expect(inactive.body.items.map((item: { id: number }) => item.id)).toContain(entry.id);
      const archived = await statusRequest(staff, list, entry.id, { status: 'Archive' }).expect(200);
      expect(archived.body.status).toBe('Archive');
      const back = await statusRequest(staff, list, entry.id).expect(200);
      expect(back.body.status).toBe('Active');
      const wrong = await statusRequest(staff, list, entry.id, { status: 'Deleted' }).expect(400);
      expect(wrong.body.errors.status).toBeDefined();
    });

    it('deletes an unused entry and refuses one that other records use', async () => {
      const unused = await createEntry(staff, list);
      if (unused.isDefault)
        await createEntry(staff, list).then((other) =>
          staff
            .post(`/admin/configurations/${list.defaultRoutePrefix ?? list.name}/updatedefault/${other.id}`)
            .expect(200),
        );
      await staff.delete(`${base(list)}/delete/${unused.id}`).expect(204);
      await staff.delete(`${base(list)}/delete/${unused.id}`).expect(404);

      const used = await createEntry(staff, list);
      const usingTable = `uses_${list.table}`;
      const connection = ctx.orm.em.getConnection();
      await connection.execute(
        `create table if not exists ${usingTable} (id serial primary key, ref int references ${list.table} (id))`,
      );
      await connection.execute(`insert into ${usingTable} (ref) values (?), (?)`, [used.id, used.id]);
      const refused = await staff.delete(`${base(list)}/delete/${used.id}`).expect(409);
      expect(refused.body.message).toBe(
        `"${used.name}" is used by 2 uses ${list.table.replace(/_/g, ' ')} records; archive it instead`,
      );
      await staff
        .get(`${base(list)}/getall?keyword=${encodeURIComponent(used.name)}`)
        .expect(200)
        .expect((response) => {
          expect(response.body.total).toBe(1);
        });
    });

    it('lets roles that may not edit read it, and refuses their changes', async () => {
      const entry = await createEntry(staff, list);
      await coordinator.get(`${base(list)}/getall`).expect(200);
      await coordinator.post(`${base(list)}/update`, await sampleInput(staff, list)).expect(403);
      await statusRequest(coordinator, list, entry.id).expect(403);
      await coordinator.delete(`${base(list)}/delete/${entry.id}`).expect(403);
      await participant.get(`${base(list)}/getall`).expect(403);
    });

    if (list.hasDefault) {
      it('keeps exactly one default, switched atomically', async () => {
        const first = await createEntry(staff, list);
        const second = await createEntry(staff, list);
        const prefix = list.defaultRoutePrefix ?? list.name;
        await staff.post(`/admin/configurations/${prefix}/updatedefault/${first.id}`).expect(200);
        await Promise.all([
          staff.post(`/admin/configurations/${prefix}/updatedefault/${second.id}`).expect(200),
          staff.post(`/admin/configurations/${prefix}/updatedefault/${first.id}`).expect(200),
        ]);
        const all = await staff.get(`${base(list)}/getall?pageSize=200`).expect(200);
        const defaults = all.body.items.filter((item: { isDefault: boolean }) => item.isDefault);
        expect(defaults).toHaveLength(1);
        const current = await staff.get(`${base(list)}/getdefault`).expect(200);
        expect(current.body.id).toBe(defaults[0].id);

        const refused = await statusRequest(staff, list, defaults[0].id).expect(409);
        expect(refused.body.message).toBe('This is the default entry: choose another default first');
        const other = defaults[0].id === first.id ? second : first;
        await statusRequest(staff, list, other.id).expect(200);
        const inactive = await staff
          .post(`/admin/configurations/${prefix}/updatedefault/${other.id}`)
          .expect(409);
        expect(inactive.body.message).toBe('Only an active entry can be the default');
      });
    }
  });

  describe('list-specific rules', () => {
    it('checks that a timeslot ends after it starts, with the spec’s message', async () => {
      const response = await staff
        .post('/admin/configurations/sessionts/update', {
          name: 'Late',
          startTime: '19:00',
          endTime: '18:00',
        })
        .expect(400);
      expect(response.body.errors.endTime).toEqual([
        'Session time schedule: the end time must be greater than the start time',
      ]);
    });

    it('refuses a classroom in an inactive venue', async () => {
      const venue = await createEntry(
        staff,
        LIST_DEFINITIONS.find((list) => list.name === 'venues')!,
      );
      await staff
        .patch(`/admin/configurations/venues/updatestatus/${venue.id}`, { status: 'Inactive' })
        .expect(200);
      const response = await staff
        .post('/admin/configurations/classrooms/update', { name: 'Room X', venueId: venue.id, capacity: 20 })
        .expect(400);
      expect(response.body.errors.venueId).toEqual(['Venue must be an active entry of Venues']);
    });

    it('sanitises rich text', async () => {
      const response = await staff
        .post('/admin/configurations/receiptfooter/update', {
          name: 'Sanitised',
          content: '<p onclick="x()">Thanks<script>alert(1)</script> <a href="javascript:x">link</a></p>',
        })
        .expect(200);
      expect(response.body.content).toBe('<p>Thanks <a>link</a></p>');
    });

    it('validates UENs and postal codes', async () => {
      const uen = await staff
        .post('/admin/configurations/partneragencycorporates/update', {
          name: 'Bad UEN Pte Ltd',
          uen: '12345',
        })
        .expect(400);
      expect(uen.body.errors.uen).toEqual(['UEN must look like 201912345K, 53123456D or T08LL1234A']);
      const postal = await staff
        .post('/admin/configurations/venues/update', {
          name: 'Bad',
          address: 'x',
          postalCode: '1234',
          capacity: 5,
        })
        .expect(400);
      expect(postal.body.errors.postalCode).toEqual(['Postal code must be 6 digits']);
    });

    it('keeps a minimum-spend discount below the minimum spend', async () => {
      const response = await staff
        .post('/admin/configurations/minspendingdiscountpromosetting/update', {
          name: 'Too generous',
          minSpendCents: 1000,
          discountCents: 1000,
        })
        .expect(400);
      expect(response.body.errors.discountCents).toEqual([
        'The discount must be less than the minimum spend',
      ]);
    });

    it('serves the seeded reference values with their codes', async () => {
      const courseTypes = await staff.get('/admin/configurations/coursetypes/getallactive').expect(200);
      const seeded = courseTypes.body.filter((type: { code: string | null }) => type.code !== null);
      expect(seeded.map((type: { code: string; name: string }) => `${type.code} ${type.name}`)).toEqual([
        '10 RES',
        '20 CPD',
        '30 BOOTCAMP',
        '40 PARTNER-AGENCY TRAINING',
        '50 AD HOC',
        '60 PARTNERS AND PROGRAMMES',
        '70 OTHER TRAININGS',
        '80 DIGITAL TRAINING',
        'PWS PWS',
        'PNG PNG TRAINING',
      ]);
      const modes = await staff.get('/admin/configurations/paymentmode/getallactive').expect(200);
      const partnerAgencyModes = modes.body.filter(
        (mode: { code: string | null; partnerAgency: boolean }) => mode.code !== null && mode.partnerAgency,
      );
      expect(partnerAgencyModes.map((mode: { code: string }) => mode.code)).toEqual([
        'NETS-PA',
        'PAYNOW-PA',
        'PAYPAL-PA',
        'STRIPE-PA',
      ]);
      const timeslots = await staff.get('/admin/configurations/sessionts/getallactive').expect(200);
      expect(timeslots.body.filter((slot: { code: string | null }) => slot.code !== null)).toMatchObject([
        { code: 'DAY', name: 'Day', startTime: '09:00', endTime: '18:00' },
        { code: 'NIGHT', name: 'Night', startTime: '19:00', endTime: '22:00' },
      ]);
    });

    it('serves partner-agency corporates by id and as a list', async () => {
      const list = LIST_DEFINITIONS.find((entry) => entry.name === 'partneragencycorporates')!;
      const corporate = await createEntry(staff, list, { name: 'Huttons Partner Pte Ltd' });
      const one = await staff
        .get(`/admin/configurations/partneragencycorporates/getcorporatebyid/${corporate.id}`)
        .expect(200);
      expect(one.body).toMatchObject({ name: 'Huttons Partner Pte Ltd', uen: '201912345K' });
      const all = await staff.get('/admin/configurations/partneragencycorporates/getcorporates').expect(200);
      expect(all.body.map((entry: { id: number }) => entry.id)).toContain(corporate.id);
      await staff.get('/admin/configurations/partneragencycorporates/getcorporatebyid/999999').expect(404);
    });

    it('describes every list for the back office', async () => {
      const response = await coordinator.get('/admin/configurations/lists').expect(200);
      expect(response.body).toHaveLength(LIST_DEFINITIONS.length);
      const venues = response.body.find((list: { name: string }) => list.name === 'venues');
      expect(venues).toMatchObject({ statusMethod: 'PATCH', title: 'Venues' });
      expect(venues.fields.find((field: { name: string }) => field.name === 'postalCode').pattern).toEqual({
        source: '^\\d{6}$',
        message: 'Postal code must be 6 digits',
        example: '159836',
      });
    });
  });
});
