import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { type Request } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import { CheckPolicies, IdPipe, JsonData, type UploadedFileData, queryRows } from '@app/core';
import { RegistrationChannel } from '@app/registration';
import { BILLING_UPLOAD_LIMITS } from '../ledger/uploads';
import { InvoiceService } from '../invoices/invoice.service';
import { BATCH_LIMITS, BatchRegistrations } from './batch-registration.service';
import {
  ApplyPaymentInput,
  BatchRegistrationInput,
  CorporateParticipantsQuery,
  CorporateRegistrationInput,
  StaffRegistrationInput,
} from './staff-registration.dto';
import { type StaffRegistrationSpec, StaffRegistrations } from './staff-registration.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const counterSpec = (input: StaffRegistrationInput): StaffRegistrationSpec => ({
  channel: input.channel,
  items: input.items,
  payerIndex: input.payerIndex ?? 0,
  corporateId: null,
  invoicePerParticipant: false,
  promoCode: input.promoCode ?? null,
  expectedTotalCents: input.expectedTotalCents,
  idempotencyKey: input.idempotencyKey,
  remarks: input.remarks ?? null,
  payment: input.payment ?? null,
  mail: true,
});

const corporateSpec = (input: CorporateRegistrationInput): StaffRegistrationSpec => ({
  channel: RegistrationChannel.Corporate,
  items: input.items,
  payerIndex: 0,
  corporateId: input.corporateId,
  invoicePerParticipant: input.invoicePerParticipant ?? false,
  promoCode: input.promoCode ?? null,
  expectedTotalCents: input.expectedTotalCents,
  idempotencyKey: input.idempotencyKey,
  remarks: input.remarks ?? null,
  payment: null,
  mail: false,
});

/**
 * Staff-entered registrations (spec 7.6): walk-in, group and VO at the counter, corporate, batch
 * from a spreadsheet, later payments and balances. Counter registrations need `create
 * Registration` (Coordinators may do walk-ins); those that bill a company or a batch `create
 * Invoice`; payments `create Payment`.
 */
@Controller('admin/registration')
export class StaffRegistrationsController {
  constructor(
    private readonly staff: StaffRegistrations,
    private readonly batches: BatchRegistrations,
    private readonly invoices: InvoiceService,
    private readonly em: EntityManager,
  ) {}

  /** Walk-in, group or VO: participants found or created, seats confirmed, invoiced, paid now or later. */
  @Post('create')
  @CheckPolicies('create', 'Registration')
  create(@Body() input: StaffRegistrationInput, @Req() request: Request) {
    return this.staff.register(counterSpec(input), request.user?.id ?? null);
  }

  @Post('corporate/validate')
  @HttpCode(200)
  @CheckPolicies('create', 'Invoice')
  validateCorporate(@Body() input: CorporateRegistrationInput, @Req() request: Request) {
    return this.staff.quote(corporateSpec(input), request.user?.id ?? null);
  }

  /** The company is the customer: one invoice to it (or one per participant), due by its terms. */
  @Post('corporate/create')
  @CheckPolicies('create', 'Invoice')
  createCorporate(@Body() input: CorporateRegistrationInput, @Req() request: Request) {
    return this.staff.register(corporateSpec(input), request.user?.id ?? null);
  }

  /** A company's participants (its agents), by name, NRIC/FIN, e-mail or mobile: whom corporate step 2 picks. */
  @Get('corporate/participants/fetch')
  @CheckPolicies('read', 'Participant')
  async corporateParticipants(@Query() query: CorporateParticipantsQuery) {
    const keyword = query.keyword?.trim() ?? '';
    return queryRows(
      this.em,
      `select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, p.mobile_no as "mobileNo",
              p.cea_reg_no as "ceaRegNo", p.corporate_id as "corporateId", c.name as "corporateName",
              case when p.nric is null then null else '*****' || right(p.nric, 4) end as "nricMasked"
         from participant p join corporate c on c.id = p.corporate_id
        where p.status = 'Active' and (?::int is null or p.corporate_id = ?::int)
          and (? = '' or p.first_name || ' ' || p.last_name ilike ? or p.email ilike ? or p.mobile_no like ?
               or p.nric ilike ? or p.cea_reg_no ilike ?)
        order by p.first_name, p.last_name, p.id limit 50`,
      [
        query.corporateId ?? null,
        query.corporateId ?? null,
        keyword,
        ...Array.from({ length: 5 }, () => `%${keyword.replace(/[%_\\]/g, '\\$&')}%`),
      ],
    );
  }

  /** The spreadsheet to fill in for a batch. */
  @Get('batch/template')
  @CheckPolicies('create', 'Invoice')
  async batchTemplate(): Promise<StreamableFile> {
    return new StreamableFile(await this.batches.template(), {
      type: XLSX,
      disposition: 'attachment; filename="batch-registration-template.xlsx"',
    });
  }

  /** Multipart: `data` (event, company, `preview`) and `file`; a preview registers nothing. */
  @Post('batch/create')
  @HttpCode(200)
  @CheckPolicies('create', 'Invoice')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: BATCH_LIMITS.maxBytes + 1, files: 1 } }))
  batch(
    @JsonData(BatchRegistrationInput) input: BatchRegistrationInput,
    @Req() request: Request,
    @UploadedFile() file?: UploadedFileData,
  ) {
    return this.batches.run(input, file, request.user?.id ?? null);
  }

  @Post('applypayment')
  @HttpCode(200)
  @CheckPolicies('create', 'Payment')
  applyPayment(@Body() input: ApplyPaymentInput) {
    return this.staff.applyPayment(input.registrationId, input, null);
  }

  /** The same with the bank record (`bankRecord`) beside the `data` field. */
  @Post('applypaymentfd')
  @HttpCode(200)
  @CheckPolicies('create', 'Payment')
  @UseInterceptors(FileInterceptor('bankRecord', BILLING_UPLOAD_LIMITS))
  applyPaymentWithRecord(
    @JsonData(ApplyPaymentInput) input: ApplyPaymentInput,
    @UploadedFile() file?: UploadedFileData,
  ) {
    return this.invoices.withAttachment('payments', file, (attachment) =>
      this.staff.applyPayment(input.registrationId, input, attachment),
    );
  }

  @Get('getbalance/archived/:id')
  @CheckPolicies('read', 'Invoice')
  archivedBalance(@Param('id', IdPipe) id: number) {
    return this.staff.balance(id, true);
  }

  @Get('getbalance/:id')
  @CheckPolicies('read', 'Invoice')
  balance(@Param('id', IdPipe) id: number) {
    return this.staff.balance(id);
  }
}
