import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ChangeLogDrawer, type ChangeLogDrawerProps } from './ChangeLogDrawer';

export type ChangeLogButtonProps = Omit<ChangeLogDrawerProps, 'open' | 'onClose'>;

/** "Change log" in a record page's header, opening the record's history in a drawer. */
export function ChangeLogButton(drawer: ChangeLogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)} data-testid="change-log-button">
        Change log
      </Button>
      <ChangeLogDrawer open={open} onClose={() => setOpen(false)} {...drawer} />
    </>
  );
}
