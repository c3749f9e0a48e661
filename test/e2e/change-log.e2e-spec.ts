import { Entity, MikroORM, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import {
  Audited,
  ChangeLog,
  ChangeLogService,
  ChangeLogSubscriber,
  coreEntities,
  PageQueryDto,
  RequestContext,
} from '@app/core';
import { type TestDatabase, freshDatabase } from '@app/test/test-database';

/** A stand-in for the nine audited domain entities, which arrive with their own issues. */
@Audited('Trainer', { redact: ['nric'], ignore: ['viewCount'] })
@Entity({ tableName: 'audited_thing' })
class AuditedThing {
  [OptionalProps]?: 'viewCount';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'string' })
  name!: string;

  @Property({ type: 'string', nullable: true })
  nric?: string;

  @Property({ type: 'integer' })
  viewCount: number = 0;
}

describe('change-log subscriber and reader', () => {
  let orm: MikroORM;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase();
    orm = await MikroORM.init({
      driver: PostgreSqlDriver,
      clientUrl: database.url,
      entities: [...coreEntities, AuditedThing],
      subscribers: [new ChangeLogSubscriber()],
      pool: { min: 0, max: 1 },
    });
    await orm.em
      .getConnection()
      .execute(
        'create table audited_thing (id serial primary key, name text not null, nric text, view_count int not null default 0)',
      );
  });

  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  const em = () => orm.em.fork() as EntityManager;
  const logsOf = (id: number) =>
    em().find(ChangeLog, { entityType: 'Trainer', entityId: String(id) }, { orderBy: { id: 'asc' } });
  const asUser = <T>(userId: number, work: () => Promise<T>) =>
    RequestContext.run({ requestId: 't', userId }, work);

  it('records creation, each changed field with old and new values, and deletion, with who did it', async () => {
    const thing = await asUser(7, async () => {
      const scope = em();
      const created = scope.create(AuditedThing, { name: 'Tan Ah Kow' });
      await scope.flush();
      created.name = 'Tan Ah Kow Jr';
      created.viewCount = 5;
      await scope.flush();
      scope.remove(created);
      await scope.flush();
      return created;
    });
    const logs = await logsOf(thing.id);
    expect(
      logs.map(({ action, field, oldValue, newValue, userId }) => ({
        action,
        field,
        oldValue,
        newValue,
        userId,
      })),
    ).toEqual([
      { action: 'create', field: null, oldValue: null, newValue: null, userId: 7 },
      { action: 'update', field: 'name', oldValue: 'Tan Ah Kow', newValue: 'Tan Ah Kow Jr', userId: 7 },
      { action: 'delete', field: null, oldValue: null, newValue: null, userId: 7 },
    ]);
  });

  it('records that personal data changed without recording the values', async () => {
    const scope = em();
    const thing = scope.create(AuditedThing, { name: 'Lim', nric: 'S1234567D' });
    await scope.flush();
    thing.nric = 'T1234567J';
    await scope.flush();
    const update = (await logsOf(thing.id)).find((log) => log.field === 'nric');
    expect(update).toMatchObject({ oldValue: '[redacted]', newValue: '[redacted]' });
    const all = await em()
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from change_log where old_value like '%1234567%' or new_value like '%1234567%'`,
      );
    expect(Number(all[0].n)).toBe(0);
  });

  it('writes nothing when the change rolls back', async () => {
    const scope = em();
    const thing = scope.create(AuditedThing, { name: 'Rollback' });
    await scope.flush();
    const before = (await logsOf(thing.id)).length;
    await expect(
      em().transactional(async (tx) => {
        const loaded = await tx.findOneOrFail(AuditedThing, thing.id);
        loaded.name = 'Never saved';
        await tx.flush();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await logsOf(thing.id)).toHaveLength(before);
  });

  it('reads one record’s history newest first, paged, with the user’s name', async () => {
    const scope = em();
    const thing = scope.create(AuditedThing, { name: 'v0' });
    await scope.flush();
    for (let version = 1; version <= 3; version++) {
      thing.name = `v${version}`;
      await scope.flush();
    }
    const query = Object.assign(new PageQueryDto(), { page: 1, pageSize: 2 });
    const page = await new ChangeLogService(em()).history('Trainer', thing.id, query);
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.newValue)).toEqual(['v3', 'v2']);
    expect(page.items[0]).toMatchObject({ action: 'update', field: 'name', oldValue: 'v2', changedBy: null });
  });
});
