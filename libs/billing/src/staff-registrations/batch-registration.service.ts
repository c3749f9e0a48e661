import { BadRequestException, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Workbook } from 'exceljs';
import {
  DomainError,
  type UploadedFileData,
  cellText,
  createValidationPipe,
  fieldError,
  firstWorksheet,
  headingColumns,
  normaliseEmail,
  queryRows,
} from '@app/core';
import { ParticipantInput, ParticipantService } from '@app/people';
import { type EnrolmentItem, RegistrationChannel, RegistrationCore } from '@app/registration';
import { type BatchRegistrationInput } from './staff-registration.dto';
import { type StaffRegistrationResult, StaffRegistrations } from './staff-registration.service';

/** The spec's warning, shown with every preview. */
export const BATCH_WARNING = 'Warning: invalid participants in a batch will not be registered.';

/** The template's headings (first) and the other spellings staff use. */
const BATCH_COLUMNS = {
  firstName: ['First name', 'firstname', 'given name'],
  lastName: ['Last name', 'lastname', 'surname', 'family name'],
  nric: ['NRIC/FIN', 'nric', 'fin', 'nric / fin'],
  email: ['E-mail', 'email', 'email address', 'e-mail address'],
  mobileNo: ['Mobile', 'mobile no', 'mobile no.', 'mobile number', 'phone'],
  ceaRegNo: ['CEA registration no.', 'cea registration no', 'cea no', 'cea reg no', 'cea'],
  dateOfBirth: ['Date of birth (YYYY-MM-DD)', 'date of birth', 'dob', 'birth date'],
} as const;
type BatchColumn = keyof typeof BATCH_COLUMNS;
const REQUIRED: BatchColumn[] = ['firstName', 'lastName', 'nric', 'email', 'mobileNo'];

export const BATCH_LIMITS = { field: 'file', maxBytes: 5 * 1024 * 1024, maxRows: 2_000 };

export interface BatchRow {
  /** The spreadsheet's row number. */
  row: number;
  name: string;
  nric: string;
  email: string;
  /** Why the row will not be registered; empty when it will. */
  problems: string[];
}

export interface BatchPreview {
  warning: string;
  eventId: number;
  rows: number;
  valid: BatchRow[];
  invalid: BatchRow[];
  /** What the valid rows cost together. */
  totalCents: number;
}

export type BatchResult = BatchPreview & { registered: StaffRegistrationResult | null };

interface ParsedRow extends BatchRow {
  input: ParticipantInput;
}

/** A row's problems from the validation pipe's 400 (field messages) or a domain error. */
const problemsOf = (error: unknown): string[] => {
  if (error instanceof BadRequestException) {
    const body = error.getResponse() as { errors?: Record<string, string[]> };
    const fields = Object.values(body.errors ?? {}).flat();
    return fields.length ? fields : [error.message];
  }
  if (error instanceof DomainError) {
    const fields = Object.values(error.errors ?? {}).flat();
    return fields.length ? fields : [error.message];
  }
  throw error;
};

/**
 * Batch registration from a spreadsheet (issue 18 item 5): every row checked (NRIC/FIN checksum,
 * mobile and e-mail by the participant form's own validators, the event family's rules, repeats
 * within the file and seats already held at the event), a preview naming each invalid row and
 * why, then the valid rows registered through `StaffRegistrations` in one transaction with one
 * invoice. The checks are set-based: one read of the participants named, one of the seats held.
 */
@Injectable()
export class BatchRegistrations {
  constructor(
    private readonly em: EntityManager,
    private readonly core: RegistrationCore,
    private readonly participants: ParticipantService,
    private readonly staffRegistrations: StaffRegistrations,
  ) {}

  /** The template to fill in: the headings and one example row. */
  async template(): Promise<Buffer> {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Participants');
    sheet.columns = (Object.keys(BATCH_COLUMNS) as BatchColumn[]).map((column) => ({
      header: BATCH_COLUMNS[column][0],
      key: column,
      width: 24,
    }));
    sheet.addRow({
      firstName: 'Mei Ling',
      lastName: 'Tan',
      nric: 'S1234567D',
      email: 'meiling.tan@example.com',
      mobileNo: '91234567',
      ceaRegNo: 'R123456A',
      dateOfBirth: '1990-05-17',
    });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async run(
    input: BatchRegistrationInput,
    file: UploadedFileData | undefined,
    userId: number | null,
  ): Promise<BatchResult> {
    const parsed = await this.parse(file);
    const actor = { userId, staff: true };
    const items = (rows: ParsedRow[]): EnrolmentItem[] =>
      rows.map((row) => ({
        eventId: input.eventId,
        participantTypeId: input.participantTypeId,
        participant: row.input,
      }));
    // The event first: a batch for an event that is closed or unknown is refused as a whole.
    const [line] = await this.core.lines(items(parsed.slice(0, 1)), actor).catch((error: unknown) => {
      throw error instanceof DomainError && error.errors
        ? fieldError('eventId', Object.values(error.errors).flat().join('; '))
        : error;
    });
    const candidates = parsed.filter((row) => row.problems.length === 0);
    const checked = await this.participants.checkRegistrations(
      candidates.map((row) => ({ input: row.input, family: line.family })),
      actor,
    );
    candidates.forEach((row, index) => {
      row.problems.push(...Object.values(checked[index].errors).flat());
      if (checked[index].duplicate) row.problems.push(checked[index].duplicate);
    });
    await this.refuseRegistered(input.eventId, line.event.title, candidates);
    const valid = parsed.filter((row) => row.problems.length === 0);
    const invalid = parsed.filter((row) => row.problems.length > 0);
    const quote = valid.length
      ? await this.core.price(await this.core.lines(items(valid), actor), null)
      : null;
    const preview: BatchPreview = {
      warning: BATCH_WARNING,
      eventId: input.eventId,
      rows: parsed.length,
      valid: valid.map(({ input: _input, ...row }) => row),
      invalid: invalid.map(({ input: _input, ...row }) => row),
      totalCents: quote?.totalCents ?? 0,
    };
    if (input.preview) return { ...preview, registered: null };
    // The same batch sent again: its rows now hold seats, and the first registration is the answer.
    const repeated = await this.staffRegistrations.repeated(input.idempotencyKey ?? null);
    if (repeated) return { ...preview, registered: repeated };
    if (!valid.length) throw fieldError('file', 'No row of the spreadsheet can be registered');
    const registered = await this.staffRegistrations.register(
      {
        channel: input.corporateId ? RegistrationChannel.Corporate : RegistrationChannel.Group,
        items: items(valid),
        payerIndex: 0,
        corporateId: input.corporateId ?? null,
        invoicePerParticipant: false,
        promoCode: null,
        expectedTotalCents: input.expectedTotalCents,
        idempotencyKey: input.idempotencyKey ?? null,
        remarks: `Batch of ${valid.length} from ${file?.originalname ?? 'a spreadsheet'}`,
        payment: null,
        mail: false,
      },
      userId,
    );
    return { ...preview, registered };
  }

  /** The rows, each checked by the participant form's validators; repeats within the file refused. */
  private async parse(file: UploadedFileData | undefined): Promise<ParsedRow[]> {
    const sheet = await firstWorksheet(file, BATCH_LIMITS);
    const columns = headingColumns(sheet, BATCH_COLUMNS, REQUIRED, 'file');
    const validation = createValidationPipe('json');
    const rows: ParsedRow[] = [];
    const seen = new Map<string, number>();
    for (let number = 2; number <= sheet.rowCount; number += 1) {
      const sheetRow = sheet.getRow(number);
      if (!sheetRow.hasValues) continue;
      const value = (column: BatchColumn) => {
        const index = columns.get(column);
        return index === undefined ? '' : cellText(sheetRow.getCell(index).value);
      };
      const plain = {
        firstName: value('firstName'),
        lastName: value('lastName'),
        nric: value('nric') || null,
        email: value('email'),
        mobileNo: value('mobileNo'),
        ceaRegNo: value('ceaRegNo') || null,
        dateOfBirth: value('dateOfBirth').slice(0, 10) || null,
      };
      const row: ParsedRow = {
        row: number,
        name: `${plain.firstName} ${plain.lastName}`.trim(),
        nric: plain.nric ?? '',
        email: plain.email,
        problems: [],
        input: plain,
      };
      try {
        row.input = (await validation.transform(plain, {
          type: 'body',
          metatype: ParticipantInput,
        })) as ParticipantInput;
      } catch (error) {
        row.problems.push(...problemsOf(error));
      }
      for (const key of [
        row.input.nric ? `nric:${row.input.nric}` : null,
        `email:${normaliseEmail(plain.email)}`,
      ]) {
        if (!key) continue;
        const first = seen.get(key);
        if (first !== undefined) {
          row.problems.push(
            `Repeats row ${first} of the file (same ${key.startsWith('nric') ? 'NRIC/FIN' : 'e-mail'})`,
          );
        } else seen.set(key, number);
      }
      rows.push(row);
    }
    if (!rows.length) throw fieldError('file', 'The spreadsheet has no rows under its headings');
    return rows;
  }

  /** Rows whose person already holds a seat at the event: one query for the whole file. */
  private async refuseRegistered(eventId: number, title: string, rows: ParsedRow[]): Promise<void> {
    const nrics = rows.map((row) => row.input.nric).filter(Boolean) as string[];
    const emails = rows.map((row) => normaliseEmail(row.input.email));
    if (!rows.length) return;
    const held = await queryRows<{ nric: string | null; email: string }>(
      this.em,
      `select p.nric, p.email from registration_event re join participant p on p.id = re.participant_id
        where re.event_id = ? and re.status in ('Draft', 'Confirmed', 'Attended')
          and (p.nric in (select jsonb_array_elements_text(?::jsonb))
               or p.email in (select jsonb_array_elements_text(?::jsonb)))`,
      [eventId, JSON.stringify(nrics), JSON.stringify(emails)],
    );
    const heldNrics = new Set(held.map((seat) => seat.nric));
    const heldEmails = new Set(held.map((seat) => seat.email));
    for (const row of rows) {
      if (
        (row.input.nric && heldNrics.has(row.input.nric)) ||
        heldEmails.has(normaliseEmail(row.input.email))
      ) {
        row.problems.push(`Already registered for ${title}`);
      }
    }
  }
}
