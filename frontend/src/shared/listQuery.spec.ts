import { formatSort, parseSort, toRequestParams } from './listQuery';

describe('toRequestParams', () => {
  it('sends page and page size, and leaves out an empty keyword, sort and filters', () => {
    expect(
      toRequestParams<'status'>({ page: 2, pageSize: 20, keyword: '', sort: null, filters: { status: '' } }),
    ).toEqual({ page: 2, pageSize: 20 });
  });

  it('sends the keyword, the sort and each filter that is set under its own name', () => {
    expect(
      toRequestParams<'status'>({
        page: 1,
        pageSize: 50,
        keyword: 'gst',
        sort: '-name',
        filters: { status: 'Archive' },
      }),
    ).toEqual({ page: 1, pageSize: 50, keyword: 'gst', sort: '-name', status: 'Archive' });
  });
});

describe('sort parameter', () => {
  it('round-trips both directions', () => {
    expect(parseSort(formatSort('name', 'ascend'))).toEqual({ field: 'name', order: 'ascend' });
    expect(parseSort(formatSort('createdAt', 'descend'))).toEqual({ field: 'createdAt', order: 'descend' });
    expect(parseSort(null)).toBeNull();
  });
});
