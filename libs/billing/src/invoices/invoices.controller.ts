import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ChangeLogService,
  CheckPolicies,
  FileStorage,
  IdPipe,
  JsonData,
  PageQueryDto,
  type UploadedFileData,
  WholeNumberPipe,
  fieldError,
  notFound,
  streamFile,
} from '@app/core';
import { RegistrationService } from '@app/registration';
import { ReasonInput, customerRef } from '../ledger/ledger.dto';
import { BILLING_UPLOAD_LIMITS, pdfResponse } from '../ledger/uploads';
import { BillingDocuments } from './billing-documents.service';
import {
  CreateInvoiceInput,
  GenerateInvoiceInput,
  InvoiceListQuery,
  UpdateInvoiceInput,
} from './invoice.dto';
import { InvoiceKind } from './invoice.entity';
import { InvoiceQueries } from './invoice-queries.service';
import { InvoiceService } from './invoice.service';

const VersionPipe = new WholeNumberPipe(1, 10_000);
const INVOICE_NO = /^[A-Za-z0-9-]{1,30}$/;

/** Invoices in the back office (spec 7.7): Staff and Administrator write, Customer Service Officers read. */
@Controller('admin')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoiceService,
    private readonly queries: InvoiceQueries,
    private readonly documents: BillingDocuments,
    private readonly registrations: RegistrationService,
    private readonly files: FileStorage,
    private readonly changeLog: ChangeLogService,
  ) {}

  /** A manual invoice for a participant, a corporate or a walk-in customer, with its document attached. */
  @Post('invoice/create')
  @CheckPolicies('create', 'Invoice')
  @UseInterceptors(FileInterceptor('attachment', BILLING_UPLOAD_LIMITS))
  async create(
    @JsonData(CreateInvoiceInput) input: CreateInvoiceInput,
    @UploadedFile() file?: UploadedFileData,
  ) {
    const customer = customerRef(input.customer);
    if (!customer) throw fieldError('customer', 'Please select a customer first');
    const { id } = await this.invoices.withAttachment('invoices', file, (attachment) =>
      this.invoices.issue({
        kind: InvoiceKind.Manual,
        customer,
        lines: input.lines,
        discounts: input.discounts ?? [],
        dueOn: input.dueOn ?? undefined,
        remarks: input.remarks ?? null,
        attachment,
        draft: input.draft,
      }),
    );
    return this.queries.detail(id);
  }

  @Post('invoice/generate')
  @HttpCode(200)
  @CheckPolicies('create', 'Invoice')
  async generate(@Body() input: GenerateInvoiceInput) {
    const registrationId = await this.registrationIdOf(input);
    const view = await this.registrations.view(registrationId);
    return this.queries.detail(await this.invoices.generateForRegistration(registrationId, view));
  }

  private async registrationIdOf(input: GenerateInvoiceInput): Promise<number> {
    if (input.registrationId) return input.registrationId;
    const regNo = input.regNo?.trim();
    if (!regNo) throw fieldError('registrationId', 'registrationId is required');
    const registration = await this.registrations.findByNo(regNo);
    if (!registration) throw fieldError('regNo', `Registration ${regNo} not found`);
    return registration.id;
  }

  @Post('invoice/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Invoice')
  async update(@Body() input: UpdateInvoiceInput) {
    await this.invoices.update(input.id, {
      customer: {
        ...(input.customerName ? { name: input.customerName } : {}),
        ...(input.customerAddress !== undefined ? { address: input.customerAddress } : {}),
        ...(input.customerEmail !== undefined ? { email: input.customerEmail } : {}),
      },
      dueOn: input.dueOn ?? undefined,
      lines: input.lines,
      discounts: input.discounts,
      remarks: input.remarks,
      reason: input.reason,
      issue: input.issue,
    });
    return this.queries.detail(input.id);
  }

  @Post('invoice/getbyid/:id')
  @HttpCode(200)
  @CheckPolicies('read', 'Invoice')
  getById(@Param('id', IdPipe) id: number) {
    return this.queries.detail(id);
  }

  @Post('invoice/regenerate')
  @HttpCode(200)
  @CheckPolicies('update', 'Invoice')
  async regenerate(@Body() input: ReasonInput) {
    await this.invoices.regenerate(input.id, input.reason);
    return this.queries.detail(input.id);
  }

  /** Deletes a draft; cancels (voids) an unpaid manual invoice; otherwise 409 with the reason. */
  @Delete('invoice/delete/:id')
  @CheckPolicies('delete', 'Invoice')
  remove(@Param('id', IdPipe) id: number) {
    return this.invoices.remove(id);
  }

  @Get('invoices/getall')
  @CheckPolicies('read', 'Invoice')
  list(@Query() query: InvoiceListQuery) {
    return this.queries.list(query);
  }

  @Get('invoice/:no/fetch')
  @CheckPolicies('read', 'Invoice')
  fetch(@Param('no') no: string) {
    if (!INVOICE_NO.test(no)) throw notFound('Invoice');
    return this.queries.byNumber(no);
  }

  /** The current version's PDF. */
  @Get('invoice/:id/pdf')
  @CheckPolicies('read', 'Invoice')
  async pdf(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
    return pdfResponse(await this.documents.invoicePdf(id));
  }

  /** Any earlier version's PDF, as it was issued. */
  @Get('invoice/:id/version/:version/pdf')
  @CheckPolicies('read', 'Invoice')
  async versionPdf(
    @Param('id', IdPipe) id: number,
    @Param('version', VersionPipe) version: number,
  ): Promise<StreamableFile> {
    return pdfResponse(await this.documents.invoicePdf(id, version));
  }

  @Get('invoice/:id/attachment')
  @CheckPolicies('read', 'Invoice')
  async attachment(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
    const stored = await this.invoices.attachmentOf(id);
    if (!stored) throw notFound('Attachment');
    return streamFile(await this.files.open(stored.key), stored.originalName);
  }

  @Get('invoice/:id/logs/get')
  @CheckPolicies('read', 'Invoice')
  logs(@Param('id', IdPipe) id: number, @Query() query: PageQueryDto) {
    return this.changeLog.history('Invoice', id, query);
  }
}
