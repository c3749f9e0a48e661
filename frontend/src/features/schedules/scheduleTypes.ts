/** The shapes of `/admin/res-schedules/*`: published RES exam schedules, each one uploaded file. */

export const scheduleStatuses = ['Active', 'Inactive'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

export interface Schedule {
  id: number;
  title: string;
  remarks: string | null;
  /** Calendar dates, `YYYY-MM-DD`. */
  validFrom: string;
  validTo: string | null;
  status: ScheduleStatus;
  fileName: string;
  /** Bytes. */
  fileSize: number;
  createdAt: string;
  updatedAt: string;
}

/** The `data` part of upload and update: no id uploads, an id updates. */
export interface ScheduleInput {
  id?: number;
  title: string;
  remarks: string | null;
  validFrom: string;
  validTo: string | null;
  status: ScheduleStatus;
}
