import type { ListQuery } from './listQuery';
import {
  applyListChange,
  isIdValue,
  readListQuery,
  writeListQuery,
  type ListDefaults,
} from './listSearchParams';

const statuses = ['Active', 'Inactive', 'Archive'] as const;
const defaults: ListDefaults<'status'> = { pageSize: 20, sort: null, filters: { status: statuses } };

const base: ListQuery<'status'> = { page: 3, pageSize: 50, keyword: 'gst', sort: 'name', filters: {} };

describe('readListQuery', () => {
  it('falls back to the defaults for a bare URL', () => {
    expect(readListQuery(new URLSearchParams(), defaults)).toEqual({
      page: 1,
      pageSize: 20,
      keyword: '',
      sort: null,
      filters: {},
    });
  });

  it('reads every parameter, including a known filter value', () => {
    const params = new URLSearchParams('page=2&pageSize=50&keyword=%20gst%20&sort=-name&status=Archive');
    expect(readListQuery(params, defaults)).toEqual({
      page: 2,
      pageSize: 50,
      keyword: 'gst',
      sort: '-name',
      filters: { status: 'Archive' },
    });
  });

  it('accepts a filter value its test passes, such as an id', () => {
    const byId: ListDefaults<'status' | 'typeId'> = {
      ...defaults,
      filters: { status: statuses, typeId: isIdValue },
    };
    expect(readListQuery(new URLSearchParams('typeId=12'), byId).filters).toEqual({ typeId: '12' });
    expect(readListQuery(new URLSearchParams('typeId=1x'), byId).filters).toEqual({});
  });

  it('ignores hand-edited values the list does not offer', () => {
    const params = new URLSearchParams('page=-1&pageSize=7&status=Deleted');
    expect(readListQuery(params, defaults)).toMatchObject({ page: 1, pageSize: 20, filters: {} });
  });
});

describe('applyListChange', () => {
  it('keeps the page when only the page changes', () => {
    expect(applyListChange(base, { page: 4 }).page).toBe(4);
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(applyListChange(base, { filters: { status: 'Inactive' } })).toEqual({
      ...base,
      page: 1,
      filters: { status: 'Inactive' },
    });
  });

  it('clears a filter set to undefined', () => {
    const filtered = { ...base, filters: { status: 'Active' } };
    expect(applyListChange(filtered, { filters: { status: undefined } }).filters.status).toBeUndefined();
  });
});

describe('writeListQuery', () => {
  it('leaves defaults and unset filters out of the URL and keeps unrelated parameters', () => {
    const params = writeListQuery(
      new URLSearchParams('status=Active&tab=x'),
      { page: 1, pageSize: 20, keyword: ' ', sort: null, filters: {} },
      defaults,
    );
    expect(params.toString()).toBe('tab=x');
  });

  it('writes the filters under their own names', () => {
    const params = writeListQuery(
      new URLSearchParams(),
      { ...base, filters: { status: 'Archive' } },
      defaults,
    );
    expect(Object.fromEntries(params)).toEqual({
      page: '3',
      pageSize: '50',
      keyword: 'gst',
      sort: 'name',
      status: 'Archive',
    });
  });
});
