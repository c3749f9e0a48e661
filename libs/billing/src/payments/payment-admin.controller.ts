import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { type Response } from 'express';
import {
  type AppAbility,
  ChangeLogService,
  CheckPolicies,
  CurrentAbility,
  IdPipe,
  PageQueryDto,
  JsonData,
  type UploadedFileData,
  fieldError,
  sendXlsx,
  singaporeDate,
} from '@app/core';
import { InvoiceQueries } from '../invoices/invoice-queries.service';
import { InvoiceService } from '../invoices/invoice.service';
import { CustomerQuery, customerRef } from '../ledger/ledger.dto';
import { BILLING_UPLOAD_LIMITS } from '../ledger/uploads';
import {
  CustomerLookupQuery,
  GetInvoiceInput,
  PayInvoiceInput,
  PaymentSearchQuery,
  UpdatePaymentInput,
  UpdateReferenceInput,
  UpdateTotalInput,
  receiveSpec,
} from './payment-admin.dto';
import { PAYMENT_EXPORT_COLUMNS, PaymentQueries } from './payment-queries.service';
import { PaymentService } from './payment.service';

/** Payments staff record (spec 7.7 "Payments (admin)" and lookups). */
@Controller('admin/payment')
export class PaymentAdminController {
  constructor(
    private readonly payments: PaymentService,
    private readonly queries: PaymentQueries,
    private readonly invoiceQueries: InvoiceQueries,
    private readonly invoices: InvoiceService,
    private readonly changeLog: ChangeLogService,
  ) {}

  @Post('getinvoice')
  @HttpCode(200)
  @CheckPolicies('read', 'Invoice')
  getInvoice(@Body() input: GetInvoiceInput) {
    return this.queries.invoiceToPay(input);
  }

  /**
   * Pays one or several invoices, fully or partly, in any payment mode, with the bank record
   * attached: a receipt with its number, the invoices' balances updated.
   */
  @Post('payinvoice')
  @HttpCode(200)
  @CheckPolicies('create', 'Payment')
  @UseInterceptors(FileInterceptor('bankRecord', BILLING_UPLOAD_LIMITS))
  async pay(@JsonData(PayInvoiceInput) input: PayInvoiceInput, @UploadedFile() file?: UploadedFileData) {
    const customer = customerRef(input.customer);
    if (!customer) throw fieldError('customer', 'Please select a customer first');
    const received = await this.invoices.withAttachment('payments', file, (attachment) =>
      this.payments.receive(receiveSpec(input, customer, attachment)),
    );
    return {
      ...received,
      payment: await this.queries.one(received.paymentId),
      invoices: await this.invoiceQueries.summariesOf(
        input.allocations.map((allocation) => allocation.invoiceId),
      ),
    };
  }

  @Post('update')
  @HttpCode(200)
  @CheckPolicies('update', 'Payment')
  async update(@Body() input: UpdatePaymentInput) {
    await this.payments.update(input.id, input);
    return this.queries.one(input.id);
  }

  @Post('refno/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Payment')
  async updateReference(@Body() input: UpdateReferenceInput) {
    await this.payments.update(input.id, { reference: input.reference, reason: input.reason });
    return this.queries.one(input.id);
  }

  /** A payment's total, never below what it pays towards invoices (409). */
  @Post('total/amount/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Payment')
  async updateTotal(@Body() input: UpdateTotalInput) {
    await this.payments.update(input.id, {
      amountCents: input.amountCents,
      creditOnAccount: input.creditOnAccount,
      reason: input.reason,
    });
    return this.queries.one(input.id);
  }

  /** Who changed the payment's date, mode, reference or total, and from what. */
  @Get(':id/logs/get')
  @CheckPolicies('read', 'Payment')
  logs(@Param('id', IdPipe) id: number, @Query() query: PageQueryDto) {
    return this.changeLog.history('Payment', id, query);
  }

  @Get('unpaidinvoices')
  @CheckPolicies('read', 'Invoice')
  unpaid(@Query() query: CustomerQuery) {
    return this.queries.unpaidInvoices(query);
  }

  @Get('lookupcustomerswithinvoices')
  @CheckPolicies('read', 'Payment')
  customers(@Query() query: CustomerLookupQuery, @CurrentAbility() ability: AppAbility) {
    return this.queries.customersWithInvoices(query, ability);
  }

  @Get('search/filter')
  @CheckPolicies('read', 'Payment')
  search(@Query() query: PaymentSearchQuery) {
    return this.queries.search(query);
  }

  /** The same search as an Excel file, every matching row. */
  @Get('search/filter/export')
  @CheckPolicies('export', 'Payment')
  async export(@Query() query: PaymentSearchQuery, @Res() response: Response): Promise<void> {
    await sendXlsx(response, {
      filename: `payments-${singaporeDate()}`,
      sheet: 'Payments',
      columns: PAYMENT_EXPORT_COLUMNS,
      rows: this.queries.exportRows(query),
    });
  }
}
