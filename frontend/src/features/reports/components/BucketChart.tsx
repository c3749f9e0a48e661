import { Flex, Typography } from 'antd';
import { formatMoney } from '@/shared/money';

export interface ChartBar {
  key: string;
  label: string;
  cents: number;
}

/**
 * Horizontal bars of amounts, drawn with plain elements (antd has no chart, and one chart does not justify a
 * charting package). A negative amount (a credit on account) is a bar of its own colour.
 */
export function BucketChart({ bars, testId }: { bars: readonly ChartBar[]; testId: string }) {
  const largest = Math.max(1, ...bars.map((bar) => Math.abs(bar.cents)));
  return (
    <Flex vertical gap={4} style={{ maxWidth: 720, marginBottom: 16 }} data-testid={testId} role="figure">
      {bars.map((bar) => (
        <Flex key={bar.key} align="center" gap="small" data-testid={`${testId}-${bar.key}`}>
          <Typography.Text style={{ width: 120, flex: 'none' }}>{bar.label}</Typography.Text>
          <div style={{ flex: 1, background: '#f5f5f5', height: 16, borderRadius: 2 }}>
            <div
              style={{
                width: `${(Math.abs(bar.cents) / largest) * 100}%`,
                height: '100%',
                borderRadius: 2,
                background: bar.cents < 0 ? '#52c41a' : '#1677ff',
              }}
            />
          </div>
          <Typography.Text style={{ width: 130, flex: 'none', textAlign: 'right' }}>
            {formatMoney(bar.cents)}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
