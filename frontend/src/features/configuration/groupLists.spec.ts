import { groupLists } from './groupLists';
import { listFixture } from './listFixture';

describe('groupLists', () => {
  it('returns no groups for no lists', () => {
    expect(groupLists([])).toEqual([]);
  });

  it('groups lists by their group, both sorted by name whatever the case', () => {
    const groups = groupLists([
      listFixture({ name: 'taxes', title: 'Taxes', group: 'Billing' }),
      listFixture({ name: 'venues', title: 'Venues', group: 'Venues' }),
      listFixture({ name: 'acp', title: 'ACP', group: 'Courses' }),
      listFixture({ name: 'paymentmode', title: 'Payment modes', group: 'Billing' }),
      listFixture({ name: 'classrooms', title: 'classrooms', group: 'Venues' }),
    ]);
    expect(groups.map(({ group, lists }) => [group, lists.map((list) => list.name)])).toEqual([
      ['Billing', ['paymentmode', 'taxes']],
      ['Courses', ['acp']],
      ['Venues', ['classrooms', 'venues']],
    ]);
  });

  it('leaves the given array in its order', () => {
    const lists = [listFixture({ name: 'b', title: 'B' }), listFixture({ name: 'a', title: 'A' })];
    groupLists(lists);
    expect(lists.map((list) => list.name)).toEqual(['b', 'a']);
  });
});
