import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { subject } from '@casl/ability';
import { type AppAbility, abilityAllows, forbidden, notFound, queryRows } from '@app/core';

export type AttendanceAction = 'read' | 'update';

export interface EventPeople extends Record<string, unknown> {
  trainerUserIds: number[];
  facilitatorUserIds: number[];
}

const PEOPLE_OF_EVENTS = `
  select e.id,
         coalesce(array_agg(distinct t.user_id) filter (where t.user_id is not null), '{}') as "trainerUserIds",
         coalesce(array_agg(distinct f.user_id) filter (where f.user_id is not null), '{}') as "facilitatorUserIds"
    from event e
    left join event_trainer et on et.event_id = e.id
    left join trainer t on t.id = et.trainer_id
    left join event_facilitator ef on ef.event_id = e.id
    left join facilitator f on f.id = ef.facilitator_id`;

/** One event's trainer and facilitator user ids, as a subquery on `eventId` (an SQL expression). */
export const peopleOfEvent = (eventId: string): string => `
  select coalesce((select array_agg(distinct t.user_id) from event_trainer et join trainer t on t.id = et.trainer_id
                    where et.event_id = ${eventId} and t.user_id is not null), '{}') as "trainerUserIds",
         coalesce((select array_agg(distinct f.user_id) from event_facilitator ef join facilitator f on f.id = ef.facilitator_id
                    where ef.event_id = ${eventId} and f.user_id is not null), '{}') as "facilitatorUserIds"`;

/**
 * Which events' attendance a user reaches. Coordinators, staff and administrators hold an
 * unconditional rule; trainers and facilitators hold one limited to events whose trainers or
 * facilitators log in as them, which CASL judges on each event's people.
 */
@Injectable()
export class AttendanceAccess {
  constructor(private readonly em: EntityManager) {}

  /** 404 for an event that does not exist, 403 for one the user may not reach. */
  async assertEvent(eventId: number, ability: AppAbility, action: AttendanceAction): Promise<void> {
    const [people] = await this.people(`where e.id = ?`, [eventId]);
    if (!people) throw notFound(`Event ${eventId}`);
    this.judge(people, ability, action);
  }

  /** The same check on people read by the caller's own statement (`peopleOfEvent`): 403 when refused. */
  judge(people: EventPeople, ability: AppAbility, action: AttendanceAction): void {
    if (!ability.can(action, subject('Attendance', people))) {
      throw forbidden('You can only take attendance for events you teach or facilitate');
    }
  }

  /**
   * The events a user may reach, as a filter on event ids: undefined when they reach them all.
   * Only events the user teaches or facilitates can pass a limited rule, so only those are judged.
   */
  async eventIds(
    ability: AppAbility,
    userId: number,
    action: AttendanceAction,
  ): Promise<number[] | undefined> {
    if (abilityAllows(ability, { action, subject: 'Attendance' })) return undefined;
    const own = await this.people(
      `where e.id in (select et.event_id from event_trainer et join trainer t on t.id = et.trainer_id where t.user_id = ?
                      union
                      select ef.event_id from event_facilitator ef join facilitator f on f.id = ef.facilitator_id where f.user_id = ?)`,
      [userId, userId],
    );
    return own
      .filter((people) => ability.can(action, subject('Attendance', people)))
      .map((people) => people.id);
  }

  private people(where: string, params: unknown[]): Promise<(EventPeople & { id: number })[]> {
    return queryRows(this.em, `${PEOPLE_OF_EVENTS} ${where} group by e.id`, params);
  }
}
