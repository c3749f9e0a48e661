import { Role, normaliseSgMobile, queryRows } from '@app/core';
import { type Migration } from '@mikro-orm/migrations';
import { type EntityManager } from '@mikro-orm/postgresql';
import { migrationsList } from '@app/migrations';
import { type TestClient, TestContext, participantInput } from '@app/test';

/** Trainers, facilitators and participants keep a mobile number in one form: eight digits. */
describe('Singapore mobile numbers in one stored form', () => {
  let ctx: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    admin = await ctx.signIn(Role.Administrator);
  });

  afterAll(() => ctx.close());

  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    queryRows<T>(ctx.orm.em.fork() as EntityManager, query, params);

  const person = (mobileNo: string) => ({ firstName: 'Kumar', lastName: 'Ravi', mobileNo });

  it.each(['trainer', 'facilitator'])(
    'stores a %s typed with +65 as the participants are stored',
    async (kind) => {
      const created = await admin
        .multipart(`/admin/${kind}/create`)
        .field('data', JSON.stringify(person('+65 9123 4567')))
        .expect(201);
      expect(created.body.mobileNo).toBe('91234567');
      const [row] = await sql<{ mobile_no: string }>(`select mobile_no from ${kind} where id = ?`, [
        created.body.id,
      ]);
      expect(row.mobile_no).toBe('91234567');
    },
  );

  it('stores participants in the same form', async () => {
    const created = await admin
      .post('/admin/participant/create', participantInput({ mobileNo: '+65 8123 4567' }))
      .expect(201);
    expect(created.body.mobileNo).toBe('81234567');
  });

  it('brings rows stored before in another form to the one form', async () => {
    const [trainer] = await sql<{ id: number }>(
      `insert into trainer (first_name, last_name, mobile_no) values ('Old', 'Row', '+65 9876 5432') returning id`,
    );
    const [facilitator] = await sql<{ id: number }>(
      `insert into facilitator (first_name, last_name, mobile_no) values ('Old', 'Row', '+6598765431') returning id`,
    );
    const { class: OneForm } = migrationsList.find((entry) => entry.name.endsWith('_sg_mobile_one_form'))!;
    const migration = new OneForm(ctx.orm.em.getDriver(), ctx.orm.config) as Migration;
    await migration.up();
    const queries = migration.getQueries().filter((query): query is string => typeof query === 'string');
    expect(queries).toHaveLength(3);
    for (const query of queries) await sql(query);
    const rows = await sql<{ mobile_no: string }>(
      `select mobile_no from trainer where id = ? union all select mobile_no from facilitator where id = ?`,
      [trainer.id, facilitator.id],
    );
    expect(rows.map((row) => row.mobile_no)).toEqual([
      normaliseSgMobile('+65 9876 5432'),
      normaliseSgMobile('+6598765431'),
    ]);
    expect(rows.map((row) => row.mobile_no)).toEqual(['98765432', '98765431']);
  });
});
