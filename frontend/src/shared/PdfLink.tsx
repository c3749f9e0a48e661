import { Typography } from 'antd';

/** A document (invoice, receipt, credit note) opened in a new tab, where the browser shows the PDF. */
export function PdfLink({ href, testId, children }: { href: string; testId: string; children: string }) {
  return (
    <Typography.Link href={href} target="_blank" rel="noopener" data-testid={testId}>
      {children}
    </Typography.Link>
  );
}
