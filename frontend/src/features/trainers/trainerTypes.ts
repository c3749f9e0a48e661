import type { Person, PersonInput } from '@/features/people/personTypes';

/** The shapes of `/admin/trainer(s)/*`: a person with a biography, specializations and a CV. */

export interface Education {
  id: number;
  /** An entry of the educations configuration list. */
  educationId: number;
  institution: string;
  yearCompleted: number | null;
}

export interface Profession {
  id: number;
  title: string;
  organisation: string;
  years: number | null;
}

export interface Trainer extends Person {
  biography: string | null;
  /** Course types (configuration list `coursetypes`) the trainer teaches. */
  specializationIds: number[];
  educations: Education[];
  professions: Profession[];
}

/** Rows are sent whole: the server replaces a trainer's educations and professions with what it gets. */
export interface TrainerInput extends PersonInput {
  biography: string | null;
  specializationIds: number[];
  /** Null only when the user left it empty, which the server reports on the row. */
  educations: { educationId: number | null; institution: string; yearCompleted: number | null }[];
  professions: { title: string; organisation: string; years: number | null }[];
}
