import { statusActions } from './statusActions';

describe('statusActions', () => {
  it('offers to deactivate or archive an active entry', () => {
    expect(statusActions('Active')).toEqual([
      { label: 'Deactivate', status: 'Inactive' },
      { label: 'Archive', status: 'Archive' },
    ]);
  });

  it('offers to activate or archive an inactive entry', () => {
    expect(statusActions('Inactive')).toEqual([
      { label: 'Activate', status: 'Active' },
      { label: 'Archive', status: 'Archive' },
    ]);
  });

  it('offers only to activate an archived entry', () => {
    expect(statusActions('Archive')).toEqual([{ label: 'Activate', status: 'Active' }]);
  });
});
