/** @jest-environment ./test/support/jsdom-environment.ts */
import { act } from 'react';
import { renderHookAt } from './testing/renderHookAt';
import { useListParams } from './useListParams';

const filters = { status: ['Active', 'Inactive'] } as const;
const useStatusList = () => useListParams({ filters });

describe('useListParams', () => {
  it('keeps a filter when the page changes before the filter has rendered', () => {
    const list = renderHookAt('/admin/configuration/venues?keyword=hub', useStatusList);
    const [, setQuery] = list.result();
    act(() => {
      setQuery({ filters: { status: 'Active' } });
      setQuery({ page: 2 });
    });
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      keyword: 'hub',
      status: 'Active',
      page: '2',
    });
    expect(list.result()[0]).toMatchObject({ page: 2, keyword: 'hub', filters: { status: 'Active' } });
    list.unmount();
  });

  it('goes back to page 1 when the keyword changes after a page was chosen', () => {
    const list = renderHookAt('/admin/configuration/venues?status=Inactive', useStatusList);
    const [, setQuery] = list.result();
    act(() => {
      setQuery({ page: 3 });
      setQuery({ keyword: 'orchard' });
    });
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      status: 'Inactive',
      keyword: 'orchard',
    });
    list.unmount();
  });
});
