import type { ListQuery } from '@/shared/listQuery';

export const ecourseStatuses = ['Active', 'Archived'] as const;
export type ECourseStatus = (typeof ecourseStatuses)[number];

export interface ECourseModule {
  id: number;
  title: string;
  durationMinutes: number;
}

export interface ECourse {
  id: number;
  courseId: number;
  eventId: number | null;
  title: string;
  /** The content package's id in the e-learning player. */
  contentId: string;
  description: string | null;
  /** Days a participant may take to finish after starting; null: no limit. */
  accessDays: number | null;
  status: ECourseStatus;
  /** In the order participants take them. */
  modules: ECourseModule[];
  totalMinutes: number;
  createdAt: string;
  updatedAt: string;
}

export type ECourseListQuery = ListQuery<'status' | 'courseId'>;

export interface ECourseModuleInput {
  /** An existing module keeps its id, and with it the completions recorded against it. */
  id?: number;
  title: string;
  durationMinutes: number;
}

/** The body of `POST /admin/e-course/edit`: no id creates, an id updates; the modules are the whole set. */
export interface ECourseInput {
  id?: number;
  courseId: number;
  eventId: number | null;
  title: string;
  contentId: string;
  description: string | null;
  accessDays: number | null;
  modules: ECourseModuleInput[];
}

/** One participant's way through an e-course. */
export interface ECourseProgress {
  ecourseId: number;
  participantId: number;
  participantName: string;
  modules: { id: number; title: string; completedAt: string | null }[];
  completedModules: number;
  totalModules: number;
  /** 0 to 100, rounded down. */
  percent: number;
  startedAt: string | null;
  lastActivityAt: string | null;
  completedAt: string | null;
}

/** Why an enrolment needs a look. */
export type ProgressIssue =
  'Stalled' | 'Access expired' | 'Modules added after completion' | 'Not marked complete';

export interface TroubleshootRow extends ECourseProgress {
  issues: ProgressIssue[];
}
