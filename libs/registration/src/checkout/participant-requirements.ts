import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { notFound, queryRows } from '@app/core';
import { FAMILY_CODES } from '@app/courses';
import { FAMILY_REQUIRES, type RequiredField, type SubmitFamily } from '@app/people';

/** The participant form rules of each course family (participant `submit` variants), by course-type code. */
const FAMILY_OF_COURSE_TYPE: Record<string, SubmitFamily> = {
  [FAMILY_CODES.cpd]: 'cpd',
  [FAMILY_CODES.res]: 'res',
  [FAMILY_CODES.bootcamp]: 'bootcamp',
  PWS: 'pws',
};

export const familyOfCourseType = (code: string | null | undefined): SubmitFamily =>
  FAMILY_OF_COURSE_TYPE[code ?? ''] ?? 'others';

export interface ParticipantRequirements {
  eventId: number;
  family: SubmitFamily;
  /** Beyond name, e-mail and mobile, which every registration needs. */
  requiredFields: readonly RequiredField[];
}

/**
 * What a registration form must ask of a participant for an event: the same family rules the checkout and
 * the validate routes apply, so the form can mark the fields before the server would refuse them.
 */
@Injectable()
export class ParticipantRequirementsService {
  constructor(private readonly em: EntityManager) {}

  async forEvent(eventId: number): Promise<ParticipantRequirements> {
    const [row] = await queryRows<{ code: string | null }>(
      this.em,
      `select ct.code from event e join course c on c.id = e.course_id join course_type ct on ct.id = c.course_type_id
        where e.id = ? and e.published`,
      [eventId],
    );
    if (!row) throw notFound(`Event ${eventId}`);
    const family = familyOfCourseType(row.code);
    return { eventId, family, requiredFields: FAMILY_REQUIRES[family] };
  }
}
