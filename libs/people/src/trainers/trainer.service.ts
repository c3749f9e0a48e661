import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ChangeLogService, type FieldErrors, FileStorage, fieldErrors } from '@app/core';
import { PersonDirectory } from '../shared/person-directory';
import { PersonStatus } from '../shared/person.entity';
import {
  type EducationResponse,
  type ProfessionResponse,
  type TrainerInput,
  type TrainerResponse,
  toEducations,
  toProfessions,
  toSpecializationIds,
  toTrainerResponse,
} from './trainer.dto';
import { Trainer, TrainerEducation, TrainerProfession, TrainerSpecialization } from './trainer.entity';

const ACTIVE = 'Active';

@Injectable()
export class TrainerService extends PersonDirectory<Trainer, TrainerResponse, TrainerInput> {
  protected readonly entity = Trainer;
  protected readonly auditType = 'Trainer' as const;
  protected readonly label = 'Trainer';
  protected readonly table = 'trainer';
  protected override readonly populate = ['educations', 'professions', 'specializations'] as const;

  constructor(em: EntityManager, storage: FileStorage, changeLogs: ChangeLogService) {
    super(em, storage, changeLogs);
  }

  protected override toResponse(trainer: Trainer): TrainerResponse {
    return toTrainerResponse(trainer);
  }

  /** Lists replace what was there: the form always sends the whole set. */
  protected override async applyOwn(trainer: Trainer, input: TrainerInput): Promise<void> {
    await this.checkLookups(input);
    if (input.biography !== undefined) trainer.biography = input.biography?.trim() || null;
    if (input.specializationIds) {
      const wanted = [...new Set(input.specializationIds)];
      trainer.specializations.set(
        wanted.map(
          (courseTypeId) =>
            trainer.specializations.getItems().find((item) => item.courseTypeId === courseTypeId) ??
            this.em.create(TrainerSpecialization, { trainer, courseTypeId }),
        ),
      );
    }
    if (input.educations) {
      trainer.educations.set(
        input.educations.map((education) =>
          this.em.create(TrainerEducation, {
            trainer,
            educationId: education.educationId,
            institution: education.institution.trim(),
            yearCompleted: education.yearCompleted ?? null,
          }),
        ),
      );
    }
    if (input.professions) {
      trainer.professions.set(
        input.professions.map((profession) =>
          this.em.create(TrainerProfession, {
            trainer,
            title: profession.title.trim(),
            organisation: profession.organisation.trim(),
            years: profession.years ?? null,
          }),
        ),
      );
    }
  }

  /** Course types and education levels must be active entries of their lists. */
  private async checkLookups(input: TrainerInput): Promise<void> {
    const errors: FieldErrors = {};
    const courseTypes = [...new Set(input.specializationIds ?? [])];
    if (
      courseTypes.length &&
      (await this.em.count('CourseType', { id: { $in: courseTypes }, status: ACTIVE })) !== courseTypes.length
    ) {
      errors.specializationIds = ['Specializations must be active course types'];
    }
    for (const [index, education] of (input.educations ?? []).entries()) {
      if (!(await this.em.count('Education', { id: education.educationId, status: ACTIVE }))) {
        errors[`educations.${index}.educationId`] = ['Education must be an active entry of Educations'];
      }
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
  }

  async count(): Promise<{ count: number }> {
    return { count: await this.em.count(Trainer, { status: PersonStatus.Active }) };
  }

  /** Active trainers who teach a course family, by its code (10 RES, 20 CPD ...). */
  async byCourseType(code: string): Promise<TrainerResponse[]> {
    const trainers = await this.em.find(
      Trainer,
      { status: PersonStatus.Active, specializations: { courseTypeId: { code } } } as never,
      { populate: this.populate as never, orderBy: { firstName: 'asc', lastName: 'asc' } },
    );
    return trainers.map((trainer) => this.toResponse(trainer));
  }

  async educations(id: number): Promise<EducationResponse[]> {
    return toEducations(await this.load(id));
  }

  async professions(id: number): Promise<ProfessionResponse[]> {
    return toProfessions(await this.load(id));
  }

  async specializations(id: number): Promise<number[]> {
    return toSpecializationIds(await this.load(id));
  }
}
