import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AppConfig,
  type AttachmentFile,
  type AttachmentRef,
  MailAttachments,
  MailService,
  conflict,
  formatCents,
  notFound,
  qrPngBuffer,
  singaporeDateTime,
} from '@app/core';
import { Event } from '@app/events';
import { Participant } from '@app/people';
import { attendancePassUrl } from './attendance-code';
import { PaymentStatus, Registration, RegistrationEvent } from './registration.entity';
import { type RegistrationAudience, type RegistrationView } from './registration.view';

const PASS_SOURCE = 'attendance-pass';

/** Reading registrations back, and telling the payer when one is confirmed. */
@Injectable()
export class RegistrationService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly attachments: MailAttachments,
  ) {}

  onModuleInit(): void {
    this.attachments.register(PASS_SOURCE, (id) => this.passImage(id));
  }

  /** A seat's attendance QR as a PNG, attached to the confirmation for each participant. */
  private async passImage(lineId: number): Promise<AttachmentFile> {
    const line = await this.em.findOneOrFail(RegistrationEvent, lineId);
    return {
      filename: `attendance-pass-${line.attendanceCode}.png`,
      contentType: 'image/png',
      content: await qrPngBuffer(this.passUrl(line.attendanceCode)),
    };
  }

  passUrl(code: string): string {
    return attendancePassUrl(this.config.publicUrl, code);
  }

  async find(id: number): Promise<Registration> {
    const registration = await this.em.findOne(Registration, { id }, { populate: ['lines'] });
    if (!registration) throw notFound(`Registration ${id}`);
    return registration;
  }

  /** A registration still waiting for its money; 409 once paid or free. */
  async payable(id: number): Promise<Registration> {
    const registration = await this.find(id);
    if (registration.paymentStatus !== PaymentStatus.Unpaid) {
      throw conflict('ALREADY_PAID', `Registration ${registration.regNo} needs no payment`);
    }
    return registration;
  }

  async findByNo(regNo: string): Promise<Registration | null> {
    return this.em.findOne(Registration, { regNo }, { populate: ['lines'] });
  }

  async view(id: number, audience: RegistrationAudience = 'booker'): Promise<RegistrationView> {
    return (await this.views([await this.find(id)], audience))[0];
  }

  /** Views of several registrations, with their events and participants read once. */
  async views(
    registrations: Registration[],
    audience: RegistrationAudience = 'booker',
  ): Promise<RegistrationView[]> {
    const lines = registrations.flatMap((registration) => registration.lines.getItems());
    const eventIds = [...new Set(lines.map((line) => line.eventId))];
    const personIds = [
      ...new Set([
        ...lines.map((line) => line.participantId),
        ...registrations.map((registration) => registration.payerId),
      ]),
    ];
    const events = new Map(
      (eventIds.length ? await this.em.find(Event, { id: { $in: eventIds } }) : []).map((event) => [
        event.id,
        event,
      ]),
    );
    const people = new Map(
      (personIds.length ? await this.em.find(Participant, { id: { $in: personIds } }) : []).map((person) => [
        person.id,
        person,
      ]),
    );
    // A booker sees what they typed for a person they did not prove to be, never the stored record.
    const shown = (id: number, line?: RegistrationEvent) => {
      const typed = audience === 'booker' ? line?.bookedAs : null;
      const person = typed ?? people.get(id);
      return person
        ? { name: `${person.firstName} ${person.lastName}`, email: person.email }
        : { name: `Participant ${id}`, email: '' };
    };
    return registrations.map((registration) => ({
      id: registration.id,
      regNo: registration.regNo,
      channel: registration.channel,
      status: registration.status,
      paymentStatus: registration.paymentStatus,
      paymentMethod: registration.paymentMethod,
      payer: {
        id: registration.payerId,
        ...shown(
          registration.payerId,
          registration.lines.getItems().find((line) => line.participantId === registration.payerId),
        ),
      },
      subtotalCents: registration.subtotalCents,
      discounts: registration.discounts,
      discountCents: registration.discountCents,
      totalCents: registration.totalCents,
      gstCents: registration.gstCents,
      gstRateBasisPoints: registration.gstRateBasisPoints,
      promoCode: registration.promoCode ?? null,
      holdExpiresAt: registration.holdExpiresAt,
      paidAt: registration.paidAt ?? null,
      remarks: registration.remarks ?? null,
      lines: registration.lines
        .getItems()
        .sort((a, b) => a.id - b.id)
        .map((line) => ({
          id: line.id,
          eventId: line.eventId,
          eventTitle: events.get(line.eventId)?.title ?? `Event ${line.eventId}`,
          startsAt: events.get(line.eventId)?.startsAt ?? null,
          endsAt: events.get(line.eventId)?.endsAt ?? null,
          participantId: line.participantId,
          participantName: shown(line.participantId, line).name,
          status: line.status,
          listCents: line.listCents,
          unitCents: line.unitCents,
          attendanceCode: line.attendanceCode,
          ...(audience === 'records' ? { bookedAs: line.bookedAs ?? null } : {}),
        })),
      createdAt: registration.createdAt,
    }));
  }

  /**
   * Queues the confirmation e-mail to the payer, with documents when billing has made them, and
   * each seat's attendance QR.
   */
  async sendConfirmation(id: number, documents: AttachmentRef[] = []): Promise<void> {
    // Addressed to the stored payer, whose own details these are.
    const view = await this.view(id, 'records');
    const passes = view.lines.map((line) => ({ source: PASS_SOURCE, id: line.id }));
    await this.mail.queue({
      to: view.payer.email,
      template: 'registration-confirmation',
      context: {
        name: view.payer.name,
        regNo: view.regNo,
        lines: view.lines.map((line) => ({
          eventTitle: line.eventTitle,
          participantName: line.participantName,
          when: line.startsAt ? singaporeDateTime(line.startsAt) : '',
          attendanceCode: line.attendanceCode,
          passUrl: this.passUrl(line.attendanceCode),
        })),
        total: formatCents(view.totalCents),
        paymentNote: view.paymentStatus === PaymentStatus.NoPaymentRequired ? 'no payment required' : 'paid',
        documents: documents.length > 0,
      },
      attachments: [...documents, ...passes],
    });
  }
}
