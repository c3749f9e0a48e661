/** What facilitators and trainers share: the server keeps both in one person directory. */

export const personStatuses = ['Active', 'Archived'] as const;
export type PersonStatus = (typeof personStatuses)[number];

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  /** First and last name, as the server composes it. */
  name: string;
  email: string | null;
  mobileNo: string;
  /** The login this person signs in with, if linked. */
  userId: number | null;
  remarks: string | null;
  hasPhoto: boolean;
  status: PersonStatus;
  createdAt: string;
  updatedAt: string;
}

/** The shared part of the `data` of create and update: no id creates, an id updates. */
export interface PersonInput {
  id?: number;
  firstName: string;
  lastName: string;
  email: string | null;
  mobileNo: string;
  userId: number | null;
  remarks: string | null;
}

/** What "Autofill from login" finds for an e-mail address. */
export interface PersonLogin {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}
