import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

export interface AddRowButtonProps {
  onAdd: () => void;
  testId: string;
  /** When the list holds as many rows as it may. */
  disabled?: boolean;
  size?: 'small';
  /** "Add session". */
  children: ReactNode;
}

/** Adds a row to a list the user edits (a Form.List), beneath its rows; as wide as its text, not the list. */
export function AddRowButton({ onAdd, testId, disabled, size, children }: AddRowButtonProps) {
  return (
    <Button
      type="dashed"
      size={size}
      icon={<PlusOutlined />}
      disabled={disabled}
      onClick={onAdd}
      data-testid={testId}
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}
