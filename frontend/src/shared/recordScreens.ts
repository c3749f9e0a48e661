import type { AppSubject } from '@/app/ability';
import type { RecordPaths } from './recordPaths';

/** One kind of record's screens: who may use them, what they are called, and where they are. */
export interface RecordScreens {
  /** The ability subject, also what each page checks before showing itself. */
  subject: AppSubject;
  /** The screens' routes check each record, so a rule limited to the user's own records opens them. */
  perRecord?: boolean;
  /** "Users": page titles, the list's title and the breadcrumb root. */
  area: string;
  /** "user": the create page's title, "New user", and the 404's wording. */
  noun: string;
  /** "user": prefixes the screens' test ids (`user-list`, `new-user`, `user-view`). */
  testId: string;
  paths: RecordPaths;
}
