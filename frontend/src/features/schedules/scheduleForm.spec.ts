import {
  formatFileSize,
  initialScheduleValues,
  scheduleFileProblem,
  scheduleMaxBytes,
  toScheduleInput,
} from './scheduleForm';

describe('toScheduleInput', () => {
  it('trims, sends empty remarks and an open end as null, and leaves the id out on upload', () => {
    expect(
      toScheduleInput({
        title: ' Q1 ',
        remarks: ' ',
        validFrom: '2026-01-01',
        validTo: '',
        status: 'Active',
      }),
    ).toEqual({ title: 'Q1', remarks: null, validFrom: '2026-01-01', validTo: null, status: 'Active' });
  });

  it('carries the id on update', () => {
    expect(
      toScheduleInput(
        { title: 'Q1', remarks: 'x', validFrom: '2026-01-01', validTo: '2026-03-31', status: 'Inactive' },
        5,
      ),
    ).toMatchObject({ id: 5, validTo: '2026-03-31', status: 'Inactive', remarks: 'x' });
  });
});

describe('initialScheduleValues', () => {
  it('starts a new schedule empty and active', () => {
    expect(initialScheduleValues(null)).toEqual({
      title: '',
      remarks: '',
      validFrom: '',
      validTo: '',
      status: 'Active',
    });
  });
});

describe('scheduleFileProblem', () => {
  it('accepts PDF and .xlsx up to 10 MB', () => {
    expect(
      scheduleFileProblem({ name: 'a.pdf', type: 'application/pdf', size: scheduleMaxBytes }),
    ).toBeNull();
    expect(scheduleFileProblem({ name: 'a.XLSX', type: '', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(scheduleFileProblem({ name: 'a.doc', type: 'application/msword', size: 1 })).toBe(
      'File must be a PDF or an Excel (.xlsx) file',
    );
    expect(scheduleFileProblem({ name: 'a.pdf', type: 'application/pdf', size: scheduleMaxBytes + 1 })).toBe(
      'File must be at most 10 MB',
    );
  });
});

describe('formatFileSize', () => {
  it('picks a readable unit', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
