import { recordPaths } from './recordPaths';

describe('recordPaths', () => {
  it('puts create, view and edit under the list path', () => {
    const paths = recordPaths('/admin/people/users');
    expect(paths.list).toBe('/admin/people/users');
    expect(paths.create).toBe('/admin/people/users/create');
    expect(paths.view(7)).toBe('/admin/people/users/7');
    expect(paths.edit(7)).toBe('/admin/people/users/7/edit');
  });
});
