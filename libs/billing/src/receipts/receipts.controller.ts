import {
  Body,
  Controller,
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
  type AppAbility,
  ChangeLogService,
  CheckPolicies,
  CurrentAbility,
  IdPipe,
  JsonData,
  PageQueryDto,
  type UploadedFileData,
  WholeNumberPipe,
} from '@app/core';
import { BillingDocuments } from '../invoices/billing-documents.service';
import { InvoiceService } from '../invoices/invoice.service';
import { ReasonInput } from '../ledger/ledger.dto';
import { BILLING_UPLOAD_LIMITS, pdfResponse } from '../ledger/uploads';
import { AddReceiptPaymentInput, receiveSpec } from '../payments/payment-admin.dto';
import { PaymentService } from '../payments/payment.service';
import { ArchiveReceiptInput, ReceiptDateInput, ReceiptListQuery } from './receipt.dto';
import { ReceiptQueries } from './receipt-queries.service';
import { ReceiptService } from './receipt.service';

const VersionPipe = new WholeNumberPipe(1, 10_000);

/** Receipts in the back office (spec 7.7): each correction writes the next version, logged. */
@Controller('admin')
export class ReceiptsController {
  constructor(
    private readonly receipts: ReceiptService,
    private readonly queries: ReceiptQueries,
    private readonly payments: PaymentService,
    private readonly invoices: InvoiceService,
    private readonly documents: BillingDocuments,
    private readonly changeLog: ChangeLogService,
  ) {}

  @Post('receipt/regenerate')
  @HttpCode(200)
  @CheckPolicies('update', 'Receipt')
  async regenerate(@Body() input: ReasonInput) {
    await this.receipts.regenerate(input.id, input.reason);
    return this.queries.detail(input.id);
  }

  @Post('receipt/date/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Receipt')
  async updateDate(@Body() input: ReceiptDateInput) {
    await this.receipts.updateDate(input.id, input.receivedOn, input.reason.trim());
    return this.queries.detail(input.id);
  }

  /** Another payment on the same receipt (the rest paid another way), with its bank record. */
  @Post('receipt/payment/add')
  @HttpCode(200)
  @CheckPolicies('create', 'Payment')
  @UseInterceptors(FileInterceptor('bankRecord', BILLING_UPLOAD_LIMITS))
  async addPayment(
    @JsonData(AddReceiptPaymentInput) input: AddReceiptPaymentInput,
    @UploadedFile() file?: UploadedFileData,
  ) {
    const customer = await this.receipts.customer(input.receiptId);
    await this.invoices.withAttachment('payments', file, (attachment) =>
      this.payments.receive(receiveSpec(input, customer, attachment, input.receiptId)),
    );
    return this.queries.detail(input.receiptId);
  }

  @Post('receipt/archive')
  @HttpCode(200)
  @CheckPolicies('archive', 'Receipt')
  async archive(@Body() input: ArchiveReceiptInput) {
    await this.receipts.archive(input.id, input.archived);
    return this.queries.detail(input.id);
  }

  @Get('receipt/:id/logs/get')
  @CheckPolicies('read', 'Receipt')
  logs(@Param('id', IdPipe) id: number, @Query() query: PageQueryDto) {
    return this.changeLog.history('Receipt', id, query);
  }

  @Get('receipts/getall')
  @CheckPolicies('read', 'Receipt')
  list(@Query() query: ReceiptListQuery) {
    return this.queries.list(query);
  }

  @Get('receipt/:id/get')
  @CheckPolicies('read', 'Receipt')
  get(@Param('id', IdPipe) id: number) {
    return this.queries.detail(id);
  }

  /** Per record: a coordinator prints the receipt of a walk-in they registered, not anyone else's. */
  @Get('receipt/:id/pdf')
  @CheckPolicies('read', 'Receipt', { perRecord: true })
  async pdf(@Param('id', IdPipe) id: number, @CurrentAbility() ability: AppAbility): Promise<StreamableFile> {
    await this.queries.assertReadable(id, ability);
    return pdfResponse(await this.documents.receiptPdf(id));
  }

  @Get('receipt/:id/version/:version/pdf')
  @CheckPolicies('read', 'Receipt')
  async versionPdf(
    @Param('id', IdPipe) id: number,
    @Param('version', VersionPipe) version: number,
  ): Promise<StreamableFile> {
    return pdfResponse(await this.documents.receiptPdf(id, version));
  }
}
