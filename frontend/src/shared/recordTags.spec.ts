import { recordTags } from './recordTags';

describe('recordTags', () => {
  const { list, one, changed } = recordTags('Course');

  it('names the list and one record', () => {
    expect(list).toEqual({ type: 'Course', id: 'LIST' });
    expect(one(7)).toEqual({ type: 'Course', id: 7 });
  });

  it('refreshes the lists and the changed record, and nothing after a failure', () => {
    const byId = changed((id: number) => id);
    expect(byId(undefined, undefined, 7)).toEqual([list, one(7)]);
    expect(byId(undefined, { status: 400 }, 7)).toEqual([]);
    expect(changed(() => undefined)(undefined, undefined, {})).toEqual([list]);
  });
});
