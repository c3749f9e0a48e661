import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** The form-level message above a form, for what no single field can show. */
export function FormErrorAlert({
  title,
  details,
}: {
  title: string | null | undefined;
  details?: ReactNode;
}) {
  if (!title) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={details}
      style={{ marginBottom: 16 }}
      data-testid="form-error"
    />
  );
}
