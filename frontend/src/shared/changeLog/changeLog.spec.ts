import { describeChange, humanizeField, type ChangeLogEntry } from './changeLog';

const base: ChangeLogEntry = {
  id: 1,
  action: 'update',
  field: 'mobileNo',
  oldValue: '91234567',
  newValue: '81234567',
  changedAt: '2026-01-02T03:04:05.000Z',
  changedBy: { id: 7, name: 'Cora Ordinator' },
};

describe('describeChange', () => {
  it('names the changed field with the feature label and shows both values', () => {
    expect(describeChange(base, { mobileNo: 'Mobile' })).toEqual({
      who: 'Cora Ordinator',
      field: 'Mobile',
      oldValue: '91234567',
      newValue: '81234567',
    });
  });

  it('falls back to a readable form of the API field name', () => {
    expect(describeChange(base).field).toBe('Mobile no');
  });

  it('labels creation and deletion instead of a field', () => {
    expect(describeChange({ ...base, action: 'create', field: null }).field).toBe('Created');
    expect(describeChange({ ...base, action: 'delete', field: null }).field).toBe('Deleted');
  });

  it('shows a dash for missing values and System for changes without a user', () => {
    const row = describeChange({ ...base, oldValue: null, newValue: null, changedBy: null });
    expect(row).toMatchObject({ who: 'System', oldValue: '—', newValue: '—' });
  });
});

describe('humanizeField', () => {
  it('splits camel case into a sentence-case label', () => {
    expect(humanizeField('firstName')).toBe('First name');
    expect(humanizeField('email')).toBe('Email');
  });
});
