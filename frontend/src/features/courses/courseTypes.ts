export const courseStatuses = ['Active', 'Archived'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

/** What staff enter about a course (its image and brochure travel beside, as files). */
interface CourseFields {
  code: string;
  title: string;
  courseTypeId: number;
  validityTypeId: number | null;
  /** HTML; the server sanitises it. */
  description: string | null;
  cpdHours: number | null;
  /** How long a completion stays valid, 1 to 120 months; null: for good. */
  validityMonths: number | null;
  feeCents: number;
  promoFeeCents: number | null;
  /** YYYY-MM-DD. */
  promoValidFrom: string | null;
  promoValidTo: string | null;
  cpdTypeId: number | null;
  cpdCategoryId: number | null;
  cpdLevelId: number | null;
  resTypeId: number | null;
  bootcampTypeId: number | null;
  digitalTrainingClassificationId: number | null;
}

export interface Course extends CourseFields {
  id: number;
  courseTypeCode: string;
  courseTypeName: string;
  hasImage: boolean;
  hasBrochure: boolean;
  status: CourseStatus;
  createdAt: string;
  updatedAt: string;
}

/** What `GET /admin/course/duplicate/{id}` answers: an unsaved copy for the create form. */
export type CourseCopy = Omit<Course, 'id' | 'code' | 'createdAt' | 'updatedAt' | 'hasImage' | 'hasBrochure'>;

/** The `data` of create and update: no id creates, an id updates. */
export interface CourseInput extends CourseFields {
  id?: number;
}

/** What `POST /admin/courses/course-validity-notification/send` takes: one course or all, and the window. */
export interface ValidityReminderRequest {
  courseId?: number;
  /** Completions expiring within this many days from today get a reminder. */
  withinDays: number;
}
