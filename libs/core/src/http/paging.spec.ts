import { keywordFilter } from './paging';

describe('keywordFilter', () => {
  it('matches any of the fields case-insensitively', () => {
    expect(keywordFilter(' tan ', ['name', 'email'])).toEqual({
      $or: [{ name: { $ilike: '%tan%' } }, { email: { $ilike: '%tan%' } }],
    });
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(keywordFilter('50%_off\\', ['title'])).toEqual({
      $or: [{ title: { $ilike: '%50\\%\\_off\\\\%' } }],
    });
  });

  it('adds no filter for a blank keyword', () => {
    expect(keywordFilter('   ', ['name'])).toBeUndefined();
    expect(keywordFilter(undefined, ['name'])).toBeUndefined();
  });
});
