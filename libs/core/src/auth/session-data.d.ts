import 'express-session';

declare module 'express-session' {
  interface SessionData {
    csrfToken: string;
    /** Epoch milliseconds of sign-in, for the absolute timeout. */
    authenticatedAt: number;
    /** Registrations this browser made, so a visitor without an account can pay for and read them. */
    registrationIds: number[];
  }
}
