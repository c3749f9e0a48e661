import { Drawer } from 'antd';
import type { Schedule } from '../scheduleTypes';
import { ScheduleForm } from './ScheduleForm';

export interface ScheduleDrawerProps {
  open: boolean;
  /** The schedule to edit, or null to upload one. */
  schedule: Schedule | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Upload and edit happen over the list, so the user keeps their place in it. */
export function ScheduleDrawer({ open, schedule, onSaved, onClose }: ScheduleDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={schedule ? `Edit ${schedule.title}` : 'Upload RES schedule'}
      size="large"
      // Mounted only while open, so every opening starts from the record as it is now.
      destroyOnHidden
      data-testid="schedule-drawer"
    >
      <ScheduleForm schedule={schedule} onSaved={onSaved} onCancel={onClose} />
    </Drawer>
  );
}
