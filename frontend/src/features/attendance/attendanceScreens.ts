/** Who may see the attendance screens, and what they are called. */
export const attendanceScreens = {
  subject: 'Attendance',
  area: 'Attendance',
  testId: 'attendance',
} as const;
