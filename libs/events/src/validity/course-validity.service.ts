import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobHandler, JobQueue, MailService, QueueName, notFound, queryRows, singaporeDate } from '@app/core';
import { Course } from '@app/courses';

const SEND_VALIDITY_REMINDERS = 'course-validity-reminders';
/** How far ahead the daily run looks: a month's notice to sign up again. */
const DEFAULT_NOTICE_DAYS = 30;

interface DueReminder {
  course_id: number;
  participant_id: number;
  expires_on: string;
  email: string;
  name: string;
  course_title: string;
  course_code: string;
}

/**
 * Reminds participants before a course completion runs out (the course's validity months after
 * they completed it). Completions are finished e-courses and attended events.
 */
@Injectable()
export class CourseValidityService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Queues one reminder per completion expiring within the window, and records it in the same
   * transaction; the unique notice row makes a second run (or two at once) send nothing new.
   */
  async send(
    options: { courseId?: number; withinDays?: number },
    today = singaporeDate(),
  ): Promise<{ queued: number }> {
    if (options.courseId && !(await this.em.count(Course, { id: options.courseId }))) {
      throw notFound(`Course ${options.courseId}`);
    }
    const until = addDays(today, options.withinDays ?? DEFAULT_NOTICE_DAYS);
    return this.em.transactional(async () => {
      const due = await queryRows<DueReminder>(
        this.em,
        `with finished as (
           select e.participant_id, ec.course_id, e.completed_at
             from ecourse_enrolment e
             join ecourse ec on ec.id = e.ecourse_id
            where e.completed_at is not null
           union all
           -- A seat becomes Attended when every session of its event is attended.
           select re.participant_id, ev.course_id, ev.ends_at
             from registration_event re
             join event ev on ev.id = re.event_id
            where re.status = 'Attended'
         ), completion as (
           select f.participant_id, f.course_id,
                  ((max(f.completed_at) at time zone 'Asia/Singapore')::date
                    + make_interval(months => c.validity_months))::date as expires_on
             from finished f
             join course c on c.id = f.course_id
             -- Archived (or merged-away) participants get no reminder, and none is recorded.
             join participant p on p.id = f.participant_id and p.status = 'Active'
            where c.validity_months is not null
              and (?::int is null or c.id = ?::int)
            group by f.participant_id, f.course_id, c.validity_months
         ), noted as (
           insert into course_validity_notice (course_id, participant_id, expires_on)
           select course_id, participant_id, expires_on from completion
            where expires_on between ?::date and ?::date
           on conflict (course_id, participant_id, expires_on) do nothing
           returning course_id, participant_id, expires_on
         )
         select n.course_id, n.participant_id, to_char(n.expires_on, 'YYYY-MM-DD') as expires_on,
                p.email, p.first_name || ' ' || p.last_name as name, c.title as course_title, c.code as course_code
           from noted n
           join participant p on p.id = n.participant_id
           join course c on c.id = n.course_id
          order by n.participant_id`,
        [options.courseId ?? null, options.courseId ?? null, today, until],
      );
      for (const reminder of due) {
        await this.mail.queue({
          to: reminder.email,
          template: 'course-validity-reminder',
          context: {
            name: reminder.name,
            courseTitle: reminder.course_title,
            courseCode: reminder.course_code,
            expiresOn: reminder.expires_on,
          },
        });
      }
      return { queued: due.length };
    });
  }

  /** Daily at 08:00 Singapore time; the job id names the day, so replicas enqueue one run. */
  @Cron('0 8 * * *', { timeZone: 'Asia/Singapore' })
  scheduleDaily(): Promise<void> {
    return this.jobs.add(
      QueueName.Maintenance,
      SEND_VALIDITY_REMINDERS,
      {},
      {
        jobId: `${SEND_VALIDITY_REMINDERS}-${singaporeDate()}`,
      },
    );
  }

  @JobHandler(QueueName.Maintenance, SEND_VALIDITY_REMINDERS)
  async sendDaily(): Promise<number> {
    return (await this.send({})).queued;
  }
}

const addDays = (date: string, days: number): string => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};
