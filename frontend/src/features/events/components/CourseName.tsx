import { courseLabel, useCourseChoices } from '../useEventOptions';

/** "PTB-01 — Property Tax Basics" for an active course; its id for one no longer offered. */
export function CourseName({ courseId }: { courseId: number }) {
  const { courses } = useCourseChoices();
  const course = courses.find((candidate) => candidate.id === courseId);
  return course ? courseLabel(course) : `Course #${courseId}`;
}
