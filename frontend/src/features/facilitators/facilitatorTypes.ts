/** The shapes of `/admin/facilitator(s)/*`. */

export const facilitatorStatuses = ['Active', 'Archived'] as const;
export type FacilitatorStatus = (typeof facilitatorStatuses)[number];

export interface Facilitator {
  id: number;
  firstName: string;
  lastName: string;
  /** First and last name, as the server composes it. */
  name: string;
  email: string | null;
  mobileNo: string;
  /** The login this facilitator signs in with, if linked. */
  userId: number | null;
  remarks: string | null;
  hasPhoto: boolean;
  status: FacilitatorStatus;
  createdAt: string;
  updatedAt: string;
}

/** The `data` part of create and update: no id creates, an id updates. */
export interface FacilitatorInput {
  id?: number;
  firstName: string;
  lastName: string;
  email: string | null;
  mobileNo: string;
  userId: number | null;
  remarks: string | null;
}

/** What "Autofill from login" finds for an e-mail address. */
export interface FacilitatorLogin {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}
