import 'express-session';

declare module 'express-session' {
  interface SessionData {
    csrfToken: string;
    /** Epoch milliseconds of sign-in, for the absolute timeout. */
    authenticatedAt: number;
  }
}
