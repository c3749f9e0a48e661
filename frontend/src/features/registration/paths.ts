/** The spec's registration pages (2.1) and the pages payment providers return to. */
export const registrationPaths = {
  start: '/registration',
  step1: '/registration/step/1',
  step2: '/registration/step/2',
  step3: '/registration/step/3',
  thankYou: '/registration/thank-you',
  cardSuccess: '/registration/card-success',
  paypalReturn: '/registration/paypal/return',
} as const;

/** Step 1 with an event already chosen, from a course page's Register button. */
export function registerForEventPath(eventId: number): string {
  return `${registrationPaths.step1}?eventId=${eventId}`;
}

export function thankYouPath(registrationId: number): string {
  return `${registrationPaths.thankYou}?id=${registrationId}`;
}

export function cardSuccessPath(registrationId: number): string {
  return `${registrationPaths.cardSuccess}?id=${registrationId}`;
}

/** A positive whole number from the query string (`?id=`, `?eventId=`), or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
