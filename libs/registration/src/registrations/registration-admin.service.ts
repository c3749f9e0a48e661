import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import { type Page, escapeLike, findPage, notFound } from '@app/core';
import { PaymentStatus, Registration, RegistrationEventStatus } from './registration.entity';
import { type RegistrationQueryDto } from './registration-admin.dto';
import { RegistrationService } from './registration.service';
import { type RegistrationView } from './registration.view';

const HELD_OR_LAPSED = [RegistrationEventStatus.Draft, RegistrationEventStatus.Voided];

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
    if (keyword) {
      const like = `%${escapeLike(keyword)}%`;
      filters.push({
        $or: [
          { regNo: { $ilike: like } },
          { lines: { participantId: { $in: await this.participantIds(like) } } },
        ],
      });
    }
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
    const registrations = await this.em.find(
      Registration,
      { $or: [{ payerId: participantId }, { lines: { participantId } }] },
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

  private async participantIds(like: string): Promise<number[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: number }[]>(
        `select id from participant where first_name || ' ' || last_name ilike ? or email ilike ? limit 500`,
        [like, like],
      );
    return rows.map((row) => row.id);
  }
}
