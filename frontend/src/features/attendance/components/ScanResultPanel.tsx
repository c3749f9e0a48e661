import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, ScanOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { formatSessionTime } from '@/shared/formatDateTime';
import { scanTone, type ScanOutcome, type ScanTone } from '../attendance';

interface Look {
  background: string;
  border: string;
  color: string;
  icon: ReactNode;
}

function useLooks(): Record<ScanTone | 'idle', Look> {
  const { token } = theme.useToken();
  return {
    idle: {
      background: token.colorFillQuaternary,
      border: token.colorBorder,
      color: token.colorTextSecondary,
      icon: <ScanOutlined />,
    },
    success: {
      background: token.colorSuccessBg,
      border: token.colorSuccess,
      color: token.colorSuccess,
      icon: <CheckCircleFilled />,
    },
    late: {
      background: token.colorWarningBg,
      border: token.colorWarning,
      color: token.colorWarning,
      icon: <ClockCircleFilled />,
    },
    error: {
      background: token.colorErrorBg,
      border: token.colorError,
      color: token.colorError,
      icon: <CloseCircleFilled />,
    },
  };
}

function OutcomeText({ outcome }: { outcome: ScanOutcome | null }) {
  if (!outcome) {
    return (
      <Typography.Title level={3} style={{ margin: 0 }}>
        Ready to scan
      </Typography.Title>
    );
  }
  if (outcome.kind === 'refused') {
    return (
      <>
        {/* The server's words exactly: staff act on them ("already scanned", "not registered"). */}
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="scan-message">
          {outcome.message}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
          {outcome.code}
        </Typography.Text>
      </>
    );
  }
  const { row, message, eventTitle } = outcome.result;
  return (
    <>
      <Typography.Title level={2} style={{ margin: 0 }} data-testid="scan-participant">
        {row.participantName}
      </Typography.Title>
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="scan-message">
        {message}
      </Typography.Title>
      <Typography.Text>
        {eventTitle} · {formatSessionTime(row.sessionStartsAt, row.sessionEndsAt)}
      </Typography.Text>
    </>
  );
}

/** The last scan's outcome, large enough to read at arm's length: green, orange or red. */
export function ScanResultPanel({ outcome }: { outcome: ScanOutcome | null }) {
  const looks = useLooks();
  const tone = outcome ? scanTone(outcome) : 'idle';
  const look = looks[tone];
  return (
    <div
      role="status"
      data-testid="scan-result"
      data-tone={tone}
      style={{
        background: look.background,
        border: `2px solid ${look.border}`,
        borderRadius: 12,
        padding: '20px 16px',
        minHeight: 140,
      }}
    >
      <Flex gap="middle" align="center">
        <span style={{ fontSize: 48, color: look.color, lineHeight: 1 }} aria-hidden>
          {look.icon}
        </span>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <OutcomeText outcome={outcome} />
        </Flex>
      </Flex>
    </div>
  );
}
