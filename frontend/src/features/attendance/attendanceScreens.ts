/** Who may see the attendance screens, and what they are called. */
export const attendanceScreens = {
  subject: 'Attendance',
  // Trainers and facilitators take attendance for their own events: every attendance route checks the event.
  perRecord: true,
  area: 'Attendance',
  testId: 'attendance',
} as const;
