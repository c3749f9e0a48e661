import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import { type Page, escapeLike, findPage, nameSql, notFound } from '@app/core';
import { PaymentStatus, Registration, RegistrationEventStatus } from './registration.entity';
import { type RegistrationQueryDto } from './registration-admin.dto';
import { RegistrationService } from './registration.service';
import { type RegistrationView } from './registration.view';

const HELD_OR_LAPSED = [RegistrationEventStatus.Draft, RegistrationEventStatus.Voided];

/** A keyword finding more registrations than this lists the newest; a person narrows it by typing more. */
const KEYWORD_MATCHES = 1_000;

/** The back office's registration details lists, remarks and resends. */
@Injectable()
export class RegistrationAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly registrations: RegistrationService,
  ) {}

  /** `accounts` keeps to registrations with money involved: what the accounts team reconciles. */
  async page(query: RegistrationQueryDto, accounts = false): Promise<Page<RegistrationView>> {
    const filters: FilterQuery<Registration>[] = [];
    if (query.status) filters.push({ status: query.status });
    if (query.paymentStatus) filters.push({ paymentStatus: query.paymentStatus });
    if (accounts) filters.push({ paymentStatus: { $ne: PaymentStatus.NoPaymentRequired } });
    if (query.eventId) filters.push({ lines: { eventId: query.eventId } });
    const keyword = query.keyword?.trim();
    if (keyword) filters.push({ id: { $in: await this.matching(keyword) } });
    const page = await findPage(this.em, Registration, query, {
      where: filters.length ? { $and: filters } : {},
      searchFields: [],
      sortable: ['regNo', 'createdAt', 'totalCents', 'status', 'paymentStatus'],
      defaultSort: { createdAt: 'desc', id: 'desc' },
      populate: ['lines'] as never,
      map: (registration) => registration,
    });
    return { ...page, items: await this.registrations.views(page.items, 'records') };
  }

  async setRemarks(id: number, remarks: string): Promise<RegistrationView> {
    await this.em.transactional(async () => {
      const registration = await this.em.findOne(
        Registration,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!registration) throw notFound(`Registration ${id}`);
      registration.remarks = remarks.trim() || null;
      await this.em.flush();
    });
    return this.registrations.view(id, 'records');
  }

  /** A participant's registrations, newest first. */
  async ofParticipant(participantId: number): Promise<RegistrationView[]> {
    // Paid for or attended: two index lookups and their union (an OR across the seats read them all).
    const ids = await this.em
      .getConnection()
      .execute<{ id: number }[]>(
        `select id from registration where payer_id = ? union select registration_id from registration_event where participant_id = ?`,
        [participantId, participantId],
      );
    const registrations = await this.em.find(
      Registration,
      { id: { $in: ids.map((row) => row.id) } },
      { populate: ['lines'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return this.registrations.views(registrations, 'records');
  }

  /**
   * The events a participant holds seats at, with each seat's status. The participant's own list
   * leaves out seats someone who did not prove to be them only holds for them (unpaid), and what
   * that booker typed.
   */
  async eventsOfParticipant(participantId: number, reader: 'staff' | 'participant') {
    const views = await this.ofParticipant(participantId);
    return views.flatMap((view) =>
      view.lines
        .filter((line) => line.participantId === participantId)
        .filter((line) => reader === 'staff' || !line.bookedAs || !HELD_OR_LAPSED.includes(line.status))
        .map(({ bookedAs, ...line }) => ({
          ...line,
          ...(reader === 'staff' ? { bookedAs } : {}),
          regNo: view.regNo,
          registrationId: view.id,
          paymentStatus: view.paymentStatus,
        })),
    );
  }

  /**
   * The registrations a keyword finds (at most {@link KEYWORD_MATCHES}, the newest): by number, or
   * by a participant's name (the one name rule) or e-mail, whether they pay or attend. Each way is
   * its own index lookup and the registrations their union: an OR across the seats read them all.
   */
  private async matching(keyword: string): Promise<number[]> {
    const like = `%${escapeLike(keyword)}%`;
    const name = nameSql('p', keyword);
    const rows = await this.em.getConnection().execute<{ id: number }[]>(
      `with people as (select p.id from participant p where ${name.sql} union select p.id from participant p where p.email ilike ?)
       select id from (select r.id from registration r where r.reg_no ilike ?
                       union select r.id from registration r where r.payer_id in (select id from people)
                       union select re.registration_id from registration_event re where re.participant_id in (select id from people)) found
        order by id desc limit ${KEYWORD_MATCHES}`,
      [...name.params, like, like],
    );
    return rows.map((row) => row.id);
  }
}
