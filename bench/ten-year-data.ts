import { Client } from 'pg';
import { generateFinanceData, withoutIndexes } from './finance-data';

/**
 * The size of a provider after ten years (the default), or a fraction of it (`scale`): the plan
 * guard in the tests seeds a sixth, large enough that a missing index shows as a sequential scan.
 */
export interface TenYearSize {
  participants: number;
  corporates: number;
  courses: number;
  events: number;
  /** Seats per event; the first `pairsPerEvent` pairs of seats share a registration (a group of two). */
  seatsPerEvent: number;
  pairsPerEvent: number;
  /** Invoices with their receipts, payments, credit notes and voids (bench/finance-data.ts). */
  invoices: number;
  /** Change-log rows per participant (its creation and edits); registrations add one each. */
  changesPerParticipant: number;
}

export const TEN_YEARS: TenYearSize = {
  participants: 300_000,
  corporates: 3_000,
  courses: 100,
  events: 5_000,
  seatsPerEvent: 200,
  pairsPerEvent: 20,
  invoices: 1_000_000,
  changesPerParticipant: 4,
};

/** A fraction of the ten years, every table in proportion. */
export const scaledTenYears = (fraction: number): TenYearSize => ({
  ...TEN_YEARS,
  participants: Math.round(TEN_YEARS.participants * fraction),
  corporates: Math.max(10, Math.round(TEN_YEARS.corporates * fraction)),
  events: Math.max(10, Math.round(TEN_YEARS.events * fraction)),
  invoices: Math.round(TEN_YEARS.invoices * fraction),
});

export interface TenYearSet {
  participants: number;
  events: number;
  sessions: number;
  registrations: number;
  seats: number;
  attendance: number;
  invoices: number;
  payments: number;
  changeLog: number;
  /** Total size of the database after the load. */
  bytes: number;
}

/** Tables this generator writes (billing's are finance-data's). */
const LOADED = [
  'participant',
  'corporate',
  'course',
  'event',
  'event_session',
  'registration',
  'registration_event',
  'attendance',
  'change_log',
];

const FIRST_NAMES = [
  'Arjun',
  'Wei Ling',
  'Siti',
  'Muhammad',
  'Mei',
  'Rajesh',
  'Hui Min',
  'Nurul',
  'Kumar',
  'Jia Hui',
  'Ahmad',
  'Priya',
  'Jun Jie',
  'Farah',
  'Daniel',
  'Xin Yi',
  'Ravi',
  'Aisyah',
  'Kelvin',
  'Shu Fen',
  'Hafiz',
  'Lakshmi',
  'Zhi Hao',
  'Nadia',
  'Benjamin',
  'Yan Ting',
  'Suresh',
  'Hidayah',
  'Marcus',
  'Li Na',
];
const LAST_NAMES = [
  'Chew',
  'Tan',
  'Lim',
  'Lee',
  'Ng',
  'Wong',
  'Goh',
  'Chua',
  'Ong',
  'Koh',
  'Teo',
  'Ang',
  'Yeo',
  'Tay',
  'Ho',
  'Low',
  'Toh',
  'Sim',
  'Chong',
  'Chan',
  'Abdullah',
  'Rahman',
  'Ismail',
  'Hassan',
  'Pillai',
  'Nair',
  'Singh',
  'Kaur',
  'Menon',
  'Fernandez',
  'Pereira',
  'Quek',
  'Seah',
  'Phua',
  'Loh',
];
const COURSE_WORDS = [
  'Property Law',
  'Real Estate Finance',
  'Ethics for Agents',
  'Estate Agency Practice',
  'Valuation',
  'Negotiation',
  'HDB Resale Procedures',
  'Private Residential Sales',
  'Commercial Leasing',
  'Digital Marketing',
];

const array = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

const statements = (size: TenYearSize, today: string): string[] => {
  const day = `'${today}'::date`;
  const perEvent = size.seatsPerEvent - size.pairsPerEvent;
  return [
    `select setseed(0.28)`,
    `insert into venue (name, address, postal_code, capacity) values ('Ten-year hall', '1 Bench Road', '048616', 100000)`,
    `insert into corporate (id, name, uen, address, postal_code, contact_email, payment_terms_days)
       select g, (${array(LAST_NAMES)})[1 + g % ${LAST_NAMES.length}] || ' Realty ' || g || ' Pte Ltd',
              lpad(g::text, 9, '0') || 'K', '1 Bench Road', '048616', 'accounts-' || g || '@corp.example.com', 30
         from generate_series(1, ${size.corporates}) g`,
    // Names repeat as they do in a population: about one in a thousand shares a full name.
    `insert into participant (id, created_at, updated_at, first_name, last_name, nric, email, mobile_no, cea_reg_no,
                              corporate_id, address, postal_code, status)
       select g, ts, ts, f, l, (${array(['S', 'T', 'F', 'G'])})[1 + g % 4] || lpad(g::text, 7, '0') || chr(65 + g % 26),
              lower(replace(f, ' ', '')) || '.' || lower(l) || g || '@mail.example.com',
              (8 + g % 2)::text || lpad(g::text, 7, '0'), 'R' || lpad(g::text, 6, '0') || chr(65 + g % 26),
              case when g % 10 = 0 then 1 + g % ${size.corporates} end, g || ' Bench Avenue', lpad((g % 999999)::text, 6, '0'),
              case when g % 50 = 0 then 'Archived' else 'Active' end
         from generate_series(1, ${size.participants}) g,
              lateral (select (${array(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}] as f,
                              (${array(LAST_NAMES)})[1 + (g * 11 + g / 97) % ${LAST_NAMES.length}] as l,
                              ${day} - 3650 + (g::bigint * 3650 / ${size.participants})::int + time '10:00' as ts) named`,
    `insert into course (id, code, title, course_type_id, fee_cents, cpd_hours, status)
       select g, 'TY-' || lpad(g::text, 3, '0'), (${array(COURSE_WORDS)})[1 + g % ${COURSE_WORDS.length}] || ' ' || g,
              (select id from course_type where code = (${array(['10', '20', '30', '40', '50', '60', '70', '80'])})[1 + g % 8]),
              (100 + g % 5 * 100) * 100, 3, 'Active'
         from generate_series(1, ${size.courses}) g`,
    // Events every day or two from ten years ago to three months ahead, three daily sessions each.
    `insert into event (id, course_id, title, venue_id, capacity, fee_cents, published, starts_at, ends_at, status, seats_taken)
       select g, c.id, c.title || ' (' || to_char(d, 'DD Mon YYYY') || ')', (select max(id) from venue), ${size.seatsPerEvent * 2},
              c.fee_cents, true, d + time '01:00', d + 2 + time '09:00', 'Active', 0
         from generate_series(1, ${size.events}) g,
              lateral (select ${day} - 3650 + (g::bigint * 3740 / ${size.events})::int as d) dated, course c
        where c.id = 1 + g % ${size.courses}`,
    `insert into event_session (id, event_id, starts_at, ends_at)
       select (e.id - 1) * 3 + s, e.id, e.starts_at + (s - 1) * interval '1 day', e.starts_at + (s - 1) * interval '1 day' + interval '8 hours'
         from event e, generate_series(1, 3) s`,
    // Seat j of event e: participant (e·7919 + j·1009) mod N, so no one holds two live seats of an event.
    `create temporary table ty_seat as
       select (e.id - 1) * ${size.seatsPerEvent} + j + 1 as id, e.id as event_id, e.starts_at, e.fee_cents, j,
              1 + (e.id::bigint * 7919 + j * 1009) % ${size.participants} as participant_id,
              (e.id - 1) * ${perEvent} + case when j < ${size.pairsPerEvent * 2} then j / 2 else j - ${size.pairsPerEvent} end + 1 as registration_id,
              e.starts_at - (1 + floor(60 * random()))::int * interval '1 day' as registered_at,
              case when e.starts_at > ${day} then 'Confirmed'
                   else (array['Attended', 'Attended', 'Attended', 'Attended', 'Attended', 'Attended', 'Attended', 'Attended',
                               'Attended', 'Attended', 'Attended', 'Attended', 'Attended', 'Attended', 'Attended', 'Attended',
                               'Attended', 'Confirmed', 'Rescheduled', 'Refunded'])[1 + floor(20 * random())::int] end as status
         from event e, generate_series(0, ${size.seatsPerEvent - 1}) j`,
    `insert into registration (id, created_at, updated_at, reg_no, channel, status, payment_status, payment_method, payer_id,
                               subtotal_cents, discount_cents, total_cents, gst_cents, gst_rate_basis_points, discounts,
                               hold_expires_at, paid_at, corporate_id)
       select s.registration_id, s.registered_at, s.registered_at,
              'REG-' || extract(year from s.registered_at) || '-' || lpad(s.registration_id::text, 7, '0'),
              case when pair then 'GROUP' when c.corporate_id is not null then 'CORPORATE' when s.j % 10 = 1 then 'WALK-IN' else 'ONLINE' end,
              'Registered', 'paid', case when s.j % 10 = 1 or c.corporate_id is not null then 'offline' else 'card' end, s.participant_id,
              s.fee_cents * seats, 0, s.fee_cents * seats, s.fee_cents * seats * 9 / 109, 900, '[]',
              s.registered_at + interval '1 hour', s.registered_at, c.corporate_id
         from ty_seat s, participant c,
              lateral (select s.j < ${size.pairsPerEvent * 2} as pair,
                              case when s.j < ${size.pairsPerEvent * 2} then 2 else 1 end as seats) shape
        where c.id = s.participant_id and (s.j >= ${size.pairsPerEvent * 2} or s.j % 2 = 0)`,
    `insert into registration_event (id, created_at, updated_at, registration_id, event_id, participant_id, status,
                                     list_cents, unit_cents, attendance_code)
       select id, registered_at, registered_at, registration_id, event_id, participant_id, status, fee_cents, fee_cents,
              'T' || lpad(id::text, 11, '0')
         from ty_seat`,
    `update event e set seats_taken = n.taken
       from (select event_id, count(*) as taken from ty_seat where status in ('Confirmed', 'Attended') group by 1) n
      where n.event_id = e.id`,
    // Attended seats were scanned in and out of every session.
    `insert into attendance (registration_event_id, session_id, event_id, participant_id, scanned_in_at, scanned_out_at,
                             scan_in_method, scan_out_method, late, created_at, updated_at)
       select s.id, es.id, s.event_id, s.participant_id, es.starts_at + (floor(random() * 20) - 10) * interval '1 minute',
              es.ends_at, 'code', 'code', false, es.starts_at, es.ends_at
         from ty_seat s join event_session es on es.event_id = s.event_id
        where s.status = 'Attended'`,
    `insert into change_log (entity_type, entity_id, action, field, old_value, new_value, created_at)
       select 'Participant', p.id::text, case when k = 1 then 'create' else 'update' end,
              case when k = 1 then null else (array['mobileNo', 'email', 'address', 'remarks'])[k] end,
              case when k = 1 then null else 'before ' || k end, case when k = 1 then null else 'after ' || k end,
              p.created_at + (k - 1) * interval '90 days'
         from participant p, generate_series(1, ${size.changesPerParticipant}) k`,
    `insert into change_log (entity_type, entity_id, action, field, old_value, new_value, created_at)
       select 'Registration', r.id::text, 'update', 'paymentStatus', 'unpaid', 'paid', r.paid_at from registration r`,
    // Every loaded table's ids go on from the set's last (those given ids explicitly need it).
    ...LOADED.map(
      (table) => `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    ),
    `select setval('registration_no_seq', (select max(id) from registration))`,
  ];
};

/**
 * Ten years of a provider, made by PostgreSQL itself in one transaction with the loaded tables'
 * secondary indexes and triggers off (rebuilt after, as a restore does): participants with real-looking
 * names, corporates, courses, events with three sessions each, registrations with their seats,
 * attendance for every attended session, change-log rows, then a million invoices with their receipts,
 * payments, credit notes and voids over the last five years billed to those participants and
 * corporates (`generateFinanceData`). Into a freshly migrated database: it writes ids from 1.
 */
export const generateTenYearData = async (
  url: string,
  size: TenYearSize = TEN_YEARS,
  today = new Date().toISOString().slice(0, 10),
  log: (line: string) => void = () => undefined,
): Promise<TenYearSet> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local work_mem = '256MB'`);
    await client.query(`set local maintenance_work_mem = '1GB'`);
    await withoutIndexes(client, LOADED, async () => {
      for (const statement of statements(size, today)) {
        const started = Date.now();
        await client.query(statement);
        log(
          `${statement.trim().split('\n')[0].slice(0, 80)}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
  log('tables loaded; billing next');
  const billing = await generateFinanceData(url, {
    customers: size.participants + size.corporates,
    invoices: size.invoices,
    today,
    billExisting: true,
  });
  const probe = new Client({ connectionString: url });
  await probe.connect();
  try {
    await probe.query(`vacuum analyze ${LOADED.join(', ')}`);
    const [counts] = (
      await probe.query<Record<keyof TenYearSet, string>>(
        `select (select count(*) from participant) as participants, (select count(*) from event) as events,
                (select count(*) from event_session) as sessions, (select count(*) from registration) as registrations,
                (select count(*) from registration_event) as seats, (select count(*) from attendance) as attendance,
                (select count(*) from change_log) as "changeLog", pg_database_size(current_database()) as bytes`,
      )
    ).rows;
    return {
      participants: Number(counts.participants),
      events: Number(counts.events),
      sessions: Number(counts.sessions),
      registrations: Number(counts.registrations),
      seats: Number(counts.seats),
      attendance: Number(counts.attendance),
      invoices: billing.invoices,
      payments: billing.payments,
      changeLog: Number(counts.changeLog),
      bytes: Number(counts.bytes),
    };
  } finally {
    await probe.end();
  }
};
