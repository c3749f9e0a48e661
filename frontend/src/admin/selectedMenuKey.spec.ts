import { selectedMenuKey } from './selectedMenuKey';

const entries = [
  { key: 'dashboard', path: '/admin' },
  { key: 'mail-outbox', path: '/admin/mail-outbox' },
  { key: 'facilitators', path: '/admin/people/facilitators' },
  { key: 'configuration', path: '/admin/configuration' },
];

describe('selectedMenuKey', () => {
  it('selects the entry of the page itself', () => {
    expect(selectedMenuKey(entries, '/admin')).toBe('dashboard');
    expect(selectedMenuKey(entries, '/admin/configuration')).toBe('configuration');
  });

  it("keeps an area's entry selected on its sub-pages", () => {
    expect(selectedMenuKey(entries, '/admin/configuration/venues')).toBe('configuration');
    expect(selectedMenuKey(entries, '/admin/configuration/mail-test')).toBe('configuration');
    expect(selectedMenuKey(entries, '/admin/people/facilitators/create')).toBe('facilitators');
    expect(selectedMenuKey(entries, '/admin/people/facilitators/12/edit')).toBe('facilitators');
  });

  it('does not mistake a path that merely starts with the same letters', () => {
    expect(selectedMenuKey(entries, '/admin/configurations')).toBe('dashboard');
  });

  it('selects nothing outside the back office', () => {
    expect(selectedMenuKey(entries, '/login')).toBeUndefined();
  });
});
