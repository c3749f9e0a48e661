// Relative, not @/: the unit tests resolve no @/ alias, and this module is under test.
import {
  initialPersonValues,
  personFieldLabels,
  toPersonInput,
  type PersonFormValues,
} from '../people/personForm';
import type { FormFieldNames } from '@/shared/fieldErrors';
import { optionalText } from '@/shared/formValues';
import type { Trainer, TrainerInput } from './trainerTypes';

export interface EducationRow {
  educationId: number | null;
  institution: string;
  yearCompleted: number | null;
}

export interface ProfessionRow {
  title: string;
  organisation: string;
  years: number | null;
}

export interface TrainerFormValues extends PersonFormValues {
  biography: string;
  specializationIds: number[];
  educations: EducationRow[];
  professions: ProfessionRow[];
}

/** What Form.List's "Add" puts in a new row. */
export const emptyEducation: EducationRow = { educationId: null, institution: '', yearCompleted: null };
export const emptyProfession: ProfessionRow = { title: '', organisation: '', years: null };

/** The trainer's own fields that take server errors; rows' cells come as `educations.0.institution`. */
export const trainerErrorFields: FormFieldNames = {
  fields: ['biography', 'specializationIds'],
  lists: ['educations', 'professions'],
};

export const trainerFieldLabels: Readonly<Record<string, string>> = {
  ...personFieldLabels,
  biography: 'Biography',
  specializationIds: 'Specializations',
  educations: 'Educations',
  professions: 'Professions',
};

export function initialTrainerValues(trainer: Trainer | null): TrainerFormValues {
  return {
    ...initialPersonValues(trainer),
    biography: trainer?.biography ?? '',
    specializationIds: trainer?.specializationIds ?? [],
    // Without the server's row ids: rows are replaced as a whole on save.
    educations: (trainer?.educations ?? []).map(({ educationId, institution, yearCompleted }) => ({
      educationId,
      institution,
      yearCompleted,
    })),
    professions: (trainer?.professions ?? []).map(({ title, organisation, years }) => ({
      title,
      organisation,
      years,
    })),
  };
}

export function toTrainerInput(values: TrainerFormValues, id?: number): TrainerInput {
  return {
    ...toPersonInput(values, id),
    biography: optionalText(values.biography),
    specializationIds: values.specializationIds ?? [],
    // A list the user never touched may be missing from the values.
    educations: (values.educations ?? []).map((row) => ({
      educationId: row.educationId ?? null,
      institution: row.institution?.trim() ?? '',
      yearCompleted: row.yearCompleted ?? null,
    })),
    professions: (values.professions ?? []).map((row) => ({
      title: row.title?.trim() ?? '',
      organisation: row.organisation?.trim() ?? '',
      years: row.years ?? null,
    })),
  };
}
