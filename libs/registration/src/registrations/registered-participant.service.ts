import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { IsOptional } from 'class-validator';
import { RecordId, WholeNumber, notFound, queryRows, singaporeDate } from '@app/core';
import { FAMILY_CODES } from '@app/courses';
import { RegistrationEventStatus } from './registration.entity';

export class RegisteredParticipantQueryDto {
  @RecordId({ message: 'Participant is required' })
  participantId!: number;

  /** The cycle, named by the year it ends in; the current one when left out. */
  @IsOptional()
  @WholeNumber({ min: 2019, max: 2100 })
  year?: number;
}

/** Seats that count towards a cycle: held and paid for, moved, or attended. */
const LIVE = [
  RegistrationEventStatus.Confirmed,
  RegistrationEventStatus.Rescheduled,
  RegistrationEventStatus.Attended,
];

/**
 * CEA's CPD cycle (DOMAIN-SG): the calendar year from 2026; 1 October to 30 September from 2019 to
 * 2025. Dates are Singapore days.
 */
export const cpdCycle = (year: number): { year: number; from: string; to: string } =>
  year >= 2026
    ? { year, from: `${year}-01-01`, to: `${year}-12-31` }
    : { year, from: `${year - 1}-10-01`, to: `${year}-09-30` };

export interface CpdCycleSeat {
  registrationId: number;
  regNo: string;
  eventId: number;
  eventTitle: string;
  courseCode: string;
  startsAt: string;
  status: RegistrationEventStatus;
  cpdHours: number;
}

/** Spec 7.6's registered-participant lookups, which the CPD registration screens make. */
@Injectable()
export class RegisteredParticipantLookups {
  constructor(private readonly em: EntityManager) {}

  /** A participant's CPD seats in a cycle, with the hours registered and attended. */
  async cpdCycle(query: RegisteredParticipantQueryDto) {
    await this.requireParticipant(query.participantId);
    const cycle = cpdCycle(query.year ?? cycleYearOf(singaporeDate()));
    const seats = await this.cpdSeats(query.participantId, cycle.from, cycle.to);
    const hours = (list: CpdCycleSeat[]) => list.reduce((sum, seat) => sum + seat.cpdHours, 0);
    return {
      participantId: query.participantId,
      cycle,
      seats,
      registeredHours: hours(seats),
      attendedHours: hours(seats.filter((seat) => seat.status === RegistrationEventStatus.Attended)),
    };
  }

  /**
   * A participant's CPD classes in a pass year (the calendar year, `year`, this one by default):
   * what an annual pass covers, so the registration screens can tell how much of it is used.
   */
  async annualPass(query: RegisteredParticipantQueryDto) {
    await this.requireParticipant(query.participantId);
    const year = query.year ?? Number(singaporeDate().slice(0, 4));
    const period = { year, from: `${year}-01-01`, to: `${year}-12-31` };
    const seats = await this.cpdSeats(query.participantId, period.from, period.to);
    return {
      participantId: query.participantId,
      period,
      seats,
      courses: new Set(seats.map((seat) => seat.courseCode)).size,
      attended: seats.filter((seat) => seat.status === RegistrationEventStatus.Attended).length,
    };
  }

  private cpdSeats(participantId: number, from: string, to: string): Promise<CpdCycleSeat[]> {
    return queryRows<CpdCycleSeat>(
      this.em,
      `select r.id as "registrationId", r.reg_no as "regNo", e.id as "eventId", e.title as "eventTitle",
              c.code as "courseCode", e.starts_at as "startsAt", re.status, coalesce(c.cpd_hours, 0)::float as "cpdHours"
         from registration_event re
         join registration r on r.id = re.registration_id
         join event e on e.id = re.event_id
         join course c on c.id = e.course_id
         join course_type ct on ct.id = c.course_type_id
        where re.participant_id = ? and ct.code = ? and re.status in (?, ?, ?)
          and (e.starts_at at time zone 'Asia/Singapore')::date between ?::date and ?::date
        order by e.starts_at, re.id`,
      [participantId, FAMILY_CODES.cpd, ...LIVE, from, to],
    );
  }

  /** A participant's CPD e-courses (eCPD) and how far each has got. */
  async ecpd(query: RegisteredParticipantQueryDto) {
    await this.requireParticipant(query.participantId);
    const enrolments = await queryRows<Record<string, unknown>>(
      this.em,
      `select en.id, x.id as "ecourseId", x.title, c.code as "courseCode", coalesce(c.cpd_hours, 0)::float as "cpdHours",
              en.started_at as "startedAt", en.completed_at as "completedAt"
         from ecourse_enrolment en
         join ecourse x on x.id = en.ecourse_id
         join course c on c.id = x.course_id
         join course_type ct on ct.id = c.course_type_id
        where en.participant_id = ? and ct.code = ?
        order by en.started_at desc, en.id desc`,
      [query.participantId, FAMILY_CODES.cpd],
    );
    return { participantId: query.participantId, enrolments };
  }

  private async requireParticipant(id: number): Promise<void> {
    const rows = await queryRows(this.em, 'select 1 from participant where id = ?', [id]);
    if (!rows.length) throw notFound(`Participant ${id}`);
  }
}

/** The cycle a Singapore day falls in, named by the year the cycle ends. */
export const cycleYearOf = (day: string): number => {
  const year = Number(day.slice(0, 4));
  return year < 2026 && day.slice(5) >= '10-01' ? year + 1 : year;
};
