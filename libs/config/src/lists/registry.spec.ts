import { listByName, LIST_DEFINITIONS } from './registry';

describe('list registry', () => {
  it('names every list once', () => {
    const names = LIST_DEFINITIONS.map((list) => list.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('points every reference field at a list that exists', () => {
    const dangling = LIST_DEFINITIONS.flatMap((list) =>
      list.fields
        .filter((field) => field.type === 'reference' && !listByName(field.list))
        .map((field) => `${list.name}.${field.name}`),
    );
    expect(dangling).toEqual([]);
  });

  it('gives lists that share a table the same shape, told apart by their scope', () => {
    const byTable = new Map<string, typeof LIST_DEFINITIONS>();
    for (const list of LIST_DEFINITIONS) byTable.set(list.table, [...(byTable.get(list.table) ?? []), list]);
    for (const lists of byTable.values()) {
      if (lists.length === 1) continue;
      const shapes = new Set(
        lists.map((list) =>
          JSON.stringify([list.entity, list.fields, list.hasDefault, Object.keys(list.scope ?? {})]),
        ),
      );
      expect(shapes.size).toBe(1);
      const scopes = lists.map((list) => JSON.stringify(list.scope));
      expect(new Set(scopes).size).toBe(lists.length);
    }
  });

  it('keeps one entity name per table', () => {
    const tables = new Map<string, string>();
    for (const list of LIST_DEFINITIONS) {
      expect(tables.get(list.entity) ?? list.table).toBe(list.table);
      tables.set(list.entity, list.table);
    }
  });

  it('covers the lists of spec 7.11', () => {
    const expected = [
      'acp',
      'bootcamptypes',
      'coursetypes',
      'classrooms',
      'cpdcategories',
      'cpdlevels',
      'cpdgenerictypes',
      'cpdproficiencylevels',
      'cpdtypes',
      'restypes',
      'digitaltrainingclassifications',
      'validitytypes',
      'dietaries',
      'cquestions',
      'tquestions',
      'educations',
      'employments',
      'partnertypes',
      'participanttypes',
      'usertypes',
      'promotypes',
      'profiles',
      'paymentmode',
      'preferredpaymenttype',
      'gender',
      'partneragencystatus',
      'partneragencycorporates',
      'qualificationtypes',
      'educationres',
      'respapers',
      'sessionts',
      'citizenship',
      'race',
      'nationality',
      'registrationpm',
      'tshirtsize',
      'bootcamprole',
      'year',
      'taxes',
      'invoicefooter',
      'invoicefooterres',
      'invoicefooterproduct',
      'receiptfooter',
      'announcement',
      'bundlepromosetting',
      'minspendingdiscountpromosetting',
      'payto',
      'venues',
    ];
    expect(expected.filter((name) => !listByName(name))).toEqual([]);
  });
});
