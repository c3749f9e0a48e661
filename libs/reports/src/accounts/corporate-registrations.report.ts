import { OptionalDate, PageQueryDto, escapeLike } from '@app/core';
import { defineReport } from '../mechanism/report-definition';

/** Corporate registration accounts: registered between two days (any when none). */
export class CorporateRegistrationsQuery extends PageQueryDto {
  @OptionalDate('From date')
  dateFrom?: string;

  @OptionalDate('To date')
  dateTo?: string;
}

/** One corporate's participants or seats; the corporate is the route's `{id}`. */
export type CorporateParticipantsQuery = CorporateRegistrationsQuery & { corporateId: number };

/** A registration that counts: completed (not a checkout hold) and not archived. */
const LIVE_REGISTRATION = `r.status in ('Registered', 'RegisteredNotCompleted')`;
/** A seat that counts: confirmed, attended, moved or refunded; not a hold or a void. */
const LIVE_SEAT = `re.status not in ('Draft', 'Voided')`;
const REGISTERED_ON = `(r.created_at at time zone 'Asia/Singapore')::date`;

const period = (query: CorporateRegistrationsQuery) => ({
  where: `(?::date is null or ${REGISTERED_ON} >= ?::date) and (?::date is null or ${REGISTERED_ON} <= ?::date)`,
  params: [query.dateFrom ?? null, query.dateFrom ?? null, query.dateTo ?? null, query.dateTo ?? null],
});

const like = (keyword: string | undefined) => {
  const trimmed = keyword?.trim() ?? '';
  return { trimmed, pattern: `%${escapeLike(trimmed)}%` };
};

/**
 * Corporates with corporate or batch registrations (`registration.corporate_id`): how many
 * registrations, participants and seats, and what they came to.
 */
export const CORPORATE_REGISTRATIONS = defineReport<CorporateRegistrationsQuery>({
  name: 'corporate-registrations',
  title: 'Corporate registrations',
  query: (params) => {
    const when = period(params);
    const { trimmed, pattern } = like(params.keyword);
    return {
      sql: `select c.id, c.name as "corporateName", c.uen, g.registrations, s.participants, s.seats,
                   g.amount as "amountCents", to_char(g.last_on, 'YYYY-MM-DD') as "lastRegisteredOn"
              from (select r.corporate_id, count(*)::int as registrations, sum(r.total_cents)::bigint as amount,
                           max(${REGISTERED_ON}) as last_on
                      from registration r
                     where r.corporate_id is not null and ${LIVE_REGISTRATION} and ${when.where}
                     group by r.corporate_id) g
              join corporate c on c.id = g.corporate_id
              cross join lateral (
                select count(distinct re.participant_id)::int as participants, count(re.id)::int as seats
                  from registration r join registration_event re on re.registration_id = r.id and ${LIVE_SEAT}
                 where r.corporate_id = c.id and ${LIVE_REGISTRATION} and ${when.where}) s
             where (? = '' or c.name ilike ? or c.uen ilike ?)`,
      params: [...when.params, ...when.params, trimmed, pattern, pattern],
    };
  },
  columns: [
    { key: 'id', header: 'Id', type: 'integer', hidden: true },
    { key: 'corporateName', header: 'Corporate', width: 36, sortable: true },
    { key: 'uen', header: 'UEN', width: 14, sortable: true },
    { key: 'registrations', header: 'Registrations', type: 'integer', total: true, sortable: true },
    { key: 'participants', header: 'Participants', type: 'integer', total: true, sortable: true },
    { key: 'seats', header: 'Seats', type: 'integer', total: true, sortable: true },
    { key: 'amountCents', header: 'Amount (S$)', type: 'money', total: true, sortable: true },
    { key: 'lastRegisteredOn', header: 'Last registered', type: 'date', sortable: true },
  ],
  defaultSort: ['corporateName', 'id'],
});

/** A corporate's participants across its registrations: seats, fees and their latest registration. */
export const CORPORATE_PARTICIPANTS = defineReport<CorporateParticipantsQuery>({
  name: 'corporate-participants',
  title: 'Corporate participants',
  query: (params) => {
    const when = period(params);
    const { trimmed, pattern } = like(params.keyword);
    return {
      sql: `select p.id, p.first_name || ' ' || p.last_name as "participantName", p.email, p.mobile_no as "mobileNo",
                   count(re.id)::int as "seats", count(distinct r.id)::int as "registrations",
                   sum(re.unit_cents)::bigint as "feesCents", to_char(max(${REGISTERED_ON}), 'YYYY-MM-DD') as "lastRegisteredOn"
              from registration r
              join registration_event re on re.registration_id = r.id and ${LIVE_SEAT}
              join participant p on p.id = re.participant_id
             where r.corporate_id = ? and ${LIVE_REGISTRATION} and ${when.where}
               and (? = '' or (p.first_name || ' ' || p.last_name) ilike ? or p.email ilike ?)
             group by p.id`,
      params: [params.corporateId, ...when.params, trimmed, pattern, pattern],
    };
  },
  columns: [
    { key: 'id', header: 'Id', type: 'integer', hidden: true },
    { key: 'participantName', header: 'Participant', width: 32, sortable: true },
    { key: 'email', header: 'E-mail', width: 32, sortable: true },
    { key: 'mobileNo', header: 'Mobile', width: 14 },
    { key: 'registrations', header: 'Registrations', type: 'integer', total: true, sortable: true },
    { key: 'seats', header: 'Seats', type: 'integer', total: true, sortable: true },
    { key: 'feesCents', header: 'Fees (S$)', type: 'money', total: true, sortable: true },
    { key: 'lastRegisteredOn', header: 'Last registered', type: 'date', sortable: true },
  ],
  defaultSort: ['participantName', 'id'],
});

/** Each seat of a corporate's registrations: who, which course and class, its status and fee. */
export const CORPORATE_PARTICIPANT_DETAILS = defineReport<CorporateParticipantsQuery>({
  name: 'corporate-participant-details',
  title: 'Corporate participant details',
  query: (params) => {
    const when = period(params);
    const { trimmed, pattern } = like(params.keyword);
    return {
      sql: `select re.id, r.reg_no as "regNo", to_char(${REGISTERED_ON}, 'YYYY-MM-DD') as "registeredOn",
                   re.participant_id as "participantId", p.first_name || ' ' || p.last_name as "participantName",
                   p.email, p.mobile_no as "mobileNo", pt.name as "participantType", c.code as "courseCode",
                   e.title as "eventTitle", to_char((e.starts_at at time zone 'Asia/Singapore')::date, 'YYYY-MM-DD') as "eventDate",
                   re.status, re.unit_cents as "feeCents"
              from registration r
              join registration_event re on re.registration_id = r.id and ${LIVE_SEAT}
              join participant p on p.id = re.participant_id
              join event e on e.id = re.event_id
              join course c on c.id = e.course_id
              left join participant_type pt on pt.id = re.participant_type_id
             where r.corporate_id = ? and ${LIVE_REGISTRATION} and ${when.where}
               and (? = '' or (p.first_name || ' ' || p.last_name) ilike ? or r.reg_no ilike ? or c.code ilike ?)`,
      params: [params.corporateId, ...when.params, trimmed, pattern, pattern, pattern],
    };
  },
  columns: [
    { key: 'id', header: 'Id', type: 'integer', hidden: true },
    { key: 'participantId', header: 'Participant id', type: 'integer', hidden: true },
    { key: 'regNo', header: 'Registration', width: 16, sortable: true },
    { key: 'registeredOn', header: 'Registered', type: 'date', sortable: true },
    { key: 'participantName', header: 'Participant', width: 28, sortable: true },
    { key: 'email', header: 'E-mail', width: 28 },
    { key: 'mobileNo', header: 'Mobile', width: 14 },
    { key: 'participantType', header: 'Participant type', width: 18 },
    { key: 'courseCode', header: 'Course', width: 14, sortable: true },
    { key: 'eventTitle', header: 'Class', width: 32 },
    { key: 'eventDate', header: 'Class date', type: 'date', sortable: true },
    { key: 'status', header: 'Status', width: 12, sortable: true },
    { key: 'feeCents', header: 'Fee (S$)', type: 'money', total: true, sortable: true },
  ],
  defaultSort: ['-registeredOn', 'regNo', 'id'],
});
