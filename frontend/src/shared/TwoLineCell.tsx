import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** Each line keeps to the column's width: cut with an ellipsis, the whole text on hover. */
const line: CSSProperties = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/** A table cell's main line with a secondary one beneath (a payer's e-mail, the seats, when it was made). */
export function TwoLineCell({
  main,
  secondary,
  testId,
}: {
  main: ReactNode;
  secondary: string;
  testId?: string;
}) {
  return (
    <>
      <span style={line} title={typeof main === 'string' ? main : undefined}>
        {main}
      </span>
      <Typography.Text type="secondary" style={line} title={secondary} data-testid={testId}>
        {secondary}
      </Typography.Text>
    </>
  );
}
