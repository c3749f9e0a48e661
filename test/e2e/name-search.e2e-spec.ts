import { Role } from '@app/core';
import { type TestClient, TestContext, participantInput } from '@app/test';

/**
 * One rule finds a person by name in the participants list and in the global search: each word
 * typed is part of the first or the last name, so a full name, the name in either order and a part
 * of it all find them, and a word of someone else's name does not.
 */
describe('finding people by name', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let arjun: number;
  let weiLing: number;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Administrator);
    const create = async (firstName: string, lastName: string) =>
      (await staff.post('/admin/participant/create', participantInput({ firstName, lastName })).expect(201))
        .body.id as number;
    arjun = await create('Arjun', 'Chew');
    weiLing = await create('Wei Ling', 'Tan');
    await create('Arjun', 'Pillai');
    await create('Mei', 'Chew');
  });

  afterAll(async () => {
    await ctx.close();
  });

  const listed = async (keyword: string, searchType?: string): Promise<number[]> => {
    const query = new URLSearchParams({ keyword, ...(searchType ? { searchType } : {}) });
    const { body } = await staff.get(`/admin/participants/getallbypage?${query}`).expect(200);
    return (body.items as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
  };

  const searched = async (keyword: string): Promise<number[]> => {
    const query = new URLSearchParams({ searchType: 'Name', keyword });
    const { body } = await staff.get(`/admin/register/search/filter?${query}`).expect(200);
    return (body.participants.items as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
  };

  it.each([
    ['a full name', 'Arjun Chew'],
    ['the name in the other order', 'Chew Arjun'],
    ['parts of both names, any case', 'chE arj'],
    ['extra spaces', '  Arjun   Chew '],
  ])('finds a person by %s, in the list and in the global search alike', async (_, keyword) => {
    expect(await listed(keyword)).toEqual([arjun]);
    expect(await listed(keyword, 'Name')).toEqual([arjun]);
    expect(await searched(keyword)).toEqual([arjun]);
  });

  it('finds a first name of two words, and everyone a single word names', async () => {
    expect(await listed('Wei Ling Tan')).toEqual([weiLing]);
    expect(await searched('Ling Tan')).toEqual([weiLing]);
    expect(await listed('Arjun', 'Name')).toHaveLength(2);
    expect(await searched('Chew')).toHaveLength(2);
  });

  it('takes the keyword literally: % and _ match only themselves', async () => {
    expect(await listed('Arj%n')).toEqual([]);
    expect(await searched('Ch_w')).toEqual([]);
  });
});
