import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { useState } from 'react';
import { useShowApiError } from '@/shared/useShowApiError';
import { recordIdsOf, seatIdsOf, targetsOf } from '../attendance';
import {
  useMarkAttendanceMutation,
  useMarkEventAttendedMutation,
  useResendScanMailMutation,
} from '../attendanceApi';
import type { AttendanceRow, MarkAttendanceInput, ScanMode } from '../attendanceTypes';
import { useShowMailReport } from './useShowMailReport';

type MarkRoute = MarkAttendanceInput['route'];

interface MarkAction {
  key: string;
  label: string;
  /** What the mark does to the chosen rows; the server answers only the rows. */
  done: string;
  /** Asked before acting on a mark that throws recorded times away. */
  confirm?: string;
  input: (rows: readonly AttendanceRow[]) => MarkAttendanceInput;
}

const mark =
  (route: Exclude<MarkRoute, 'no-points' | 'session/extended' | 'verifyparticipants'>) =>
  (rows: readonly AttendanceRow[]): MarkAttendanceInput => ({ route, items: targetsOf(rows) });

const flag =
  (route: 'no-points' | 'session/extended', value: boolean) =>
  (rows: readonly AttendanceRow[]): MarkAttendanceInput => ({ route, items: targetsOf(rows), value });

const verify =
  (verified: boolean) =>
  (rows: readonly AttendanceRow[]): MarkAttendanceInput => ({
    route: 'verifyparticipants',
    items: targetsOf(rows),
    verified,
  });

const markActions: readonly MarkAction[] = [
  { key: 'verify', label: 'Verify', done: 'Verified', input: verify(true) },
  { key: 'unverify', label: 'Unverify', done: 'Unverified', input: verify(false) },
  {
    key: 'absent',
    label: 'Mark absent',
    done: 'Marked absent',
    confirm: 'They no longer count as attending these sessions.',
    input: mark('absent'),
  },
  { key: 'no-scan-out', label: 'No scan-out', done: 'Marked no scan-out', input: mark('no-scan-out') },
  { key: 'no-points', label: 'No points', done: 'Marked no points', input: flag('no-points', true) },
  {
    key: 'extended',
    label: 'Session extension',
    done: 'Marked session extension',
    input: flag('session/extended', true),
  },
  {
    key: 'cancel',
    label: 'Cancel scan',
    done: 'Scans cancelled',
    confirm: 'Their scan-in and scan-out times are cleared.',
    input: mark('cancel'),
  },
];

const clearActions: readonly MarkAction[] = [
  {
    key: 'clear-no-points',
    label: 'Clear no points',
    done: 'No points cleared',
    input: flag('no-points', false),
  },
  {
    key: 'clear-extended',
    label: 'Clear session extension',
    done: 'Session extension cleared',
    input: flag('session/extended', false),
  },
];

const resendLabels: Readonly<Record<ScanMode, string>> = {
  in: 'Resend scan-in e-mail',
  out: 'Resend scan-out e-mail',
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** What staff do to the rows they ticked: marks, verification, the whole event attended, e-mails again. */
export function BulkActions({ eventId, rows }: { eventId: number; rows: readonly AttendanceRow[] }) {
  const [markAttendance] = useMarkAttendanceMutation();
  const [markEventAttended] = useMarkEventAttendedMutation();
  const [resendScanMail] = useResendScanMailMutation();
  const [running, setRunning] = useState<string | null>(null);
  const { message, modal } = App.useApp();
  const showApiError = useShowApiError();
  const showMailReport = useShowMailReport();

  const run = async (key: string, work: () => Promise<void>) => {
    setRunning(key);
    try {
      await work();
    } catch (error) {
      showApiError(error);
    } finally {
      setRunning(null);
    }
  };

  const apply = (action: MarkAction) => {
    const go = () =>
      run(action.key, async () => {
        const { rows: changed } = await markAttendance(action.input(rows)).unwrap();
        void message.success(`${action.done}: ${plural(changed.length, 'record')}`);
      });
    if (!action.confirm) {
      void go();
      return;
    }
    modal.confirm({
      title: `${action.label}: ${plural(rows.length, 'record')}?`,
      content: action.confirm,
      okText: action.label,
      okButtonProps: { danger: true },
      cancelText: 'Back',
      onOk: go,
    });
  };

  const eventAttended = () =>
    run('event-attended', async () => {
      const { rows: changed } = await markEventAttended({
        eventId,
        registrationEventIds: seatIdsOf(rows),
      }).unwrap();
      void message.success(`Event attended: ${plural(changed.length, 'session record')} filled in`);
    });

  const resend = (mode: ScanMode) => {
    const ids = recordIdsOf(rows);
    if (ids.length === 0) {
      void message.warning('None of the chosen rows has a scan to e-mail about yet');
      return;
    }
    void run(`resend-${mode}`, async () => showMailReport(await resendScanMail({ mode, ids }).unwrap()));
  };

  const clearMenu: MenuProps = {
    items: clearActions.map(({ key, label }) => ({ key, label })),
    onClick: ({ key }) => {
      const action = clearActions.find((entry) => entry.key === key);
      if (action) apply(action);
    },
  };

  const buttonProps = (key: string) => ({
    disabled: running !== null && running !== key,
    loading: running === key,
    'data-testid': `bulk-${key}`,
  });

  if (rows.length === 0) {
    return (
      <Typography.Text type="secondary" data-testid="attendance-bulk-actions">
        Tick rows to verify them, mark them or e-mail them again.
      </Typography.Text>
    );
  }

  return (
    <Flex gap="small" wrap align="center" data-testid="attendance-bulk-actions">
      <Typography.Text strong>{plural(rows.length, 'row')} ticked:</Typography.Text>
      {markActions.map((action) => (
        <Button
          key={action.key}
          danger={Boolean(action.confirm)}
          onClick={() => apply(action)}
          {...buttonProps(action.key)}
        >
          {action.label}
        </Button>
      ))}
      <Dropdown menu={clearMenu} disabled={running !== null} trigger={['click']}>
        <Button disabled={running !== null} data-testid="bulk-clear">
          Clear marks <DownOutlined />
        </Button>
      </Dropdown>
      <Button type="primary" onClick={() => void eventAttended()} {...buttonProps('event-attended')}>
        Event attended
      </Button>
      {(['in', 'out'] as const).map((mode) => (
        <Button key={mode} onClick={() => resend(mode)} {...buttonProps(`resend-${mode}`)}>
          {resendLabels[mode]}
        </Button>
      ))}
    </Flex>
  );
}
