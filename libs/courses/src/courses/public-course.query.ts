import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { notFound, queryRows } from '@app/core';
import { type CourseResponse } from './course.dto';
import { CourseStatus } from './course.entity';

/** What a public course page shows of a course. */
export type PublicCourseInfo = Pick<
  CourseResponse,
  | 'id'
  | 'code'
  | 'title'
  | 'courseTypeCode'
  | 'courseTypeName'
  | 'description'
  | 'cpdHours'
  | 'feeCents'
  | 'promoFeeCents'
  | 'promoValidFrom'
  | 'promoValidTo'
  | 'hasImage'
  | 'hasBrochure'
>;

/** A public course page's course, with its type's code and name, in one statement. */
@Injectable()
export class PublicCourseQuery {
  constructor(private readonly em: EntityManager) {}

  async info(id: number): Promise<PublicCourseInfo> {
    const [row] = await queryRows<PublicCourseInfo>(
      this.em,
      `select c.id, c.code, c.title, ct.code as "courseTypeCode", ct.name as "courseTypeName",
              c.description, c.cpd_hours as "cpdHours", c.fee_cents as "feeCents",
              c.promo_fee_cents as "promoFeeCents", c.promo_valid_from as "promoValidFrom",
              c.promo_valid_to as "promoValidTo", c.image_key is not null and c.image_key <> '' as "hasImage",
              c.brochure_key is not null and c.brochure_key <> '' as "hasBrochure"
         from course c join course_type ct on ct.id = c.course_type_id
        where c.id = ? and c.status = ?`,
      [id, CourseStatus.Active],
    );
    if (!row) throw notFound(`Course ${id}`);
    return row;
  }
}
