import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  type StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CheckPolicies, IdPipe, JsonData, type UploadedFileData, fieldError } from '@app/core';
import { customerRef } from '../ledger/ledger.dto';
import { BILLING_UPLOAD_LIMITS, pdfResponse } from '../ledger/uploads';
import { InvoiceService } from '../invoices/invoice.service';
import { BillingDocuments } from '../invoices/billing-documents.service';
import { InvoiceKind } from '../invoices/invoice.entity';
import { InvoiceQueries } from '../invoices/invoice-queries.service';
import {
  ProductSaleInput,
  ProductSalePageQuery,
  ProductSaleQuery,
  ProductSaleRangeQuery,
  ProductSaleReceiptInput,
} from './product-sale.dto';
import { ProductSaleService } from './product-sale.service';

/**
 * Product sales (spec 7.7): a sale is a product invoice, paid at once or later; Staff and
 * Administrator sell, Customer Service Officers read.
 */
@Controller('admin')
export class ProductSalesController {
  constructor(
    private readonly sales: ProductSaleService,
    private readonly invoiceQueries: InvoiceQueries,
    private readonly documents: BillingDocuments,
    private readonly invoices: InvoiceService,
  ) {}

  /** "Error saving product invoices, please review the form" is the screen's words for a 400 here. */
  @Post('productsale/generate/invoice')
  @CheckPolicies('create', 'Invoice')
  async sell(@Body() input: ProductSaleInput) {
    const customer = customerRef(input.customer);
    if (!customer) throw fieldError('customer', 'Please select a customer first');
    const { invoiceId, received } = await this.sales.sell({
      customer,
      items: input.items,
      discounts: input.discounts ?? [],
      remarks: input.remarks ?? null,
      payment: input.payment ?? null,
    });
    return { ...(await this.invoiceQueries.detail(invoiceId)), received };
  }

  /** multipart: `data` (the payment) and file `bankRecord`, as `POST /admin/payment/payinvoice`. */
  @Post('productsale/generate/receipt')
  @HttpCode(200)
  @CheckPolicies('create', 'Payment')
  @UseInterceptors(FileInterceptor('bankRecord', BILLING_UPLOAD_LIMITS))
  async pay(
    @JsonData(ProductSaleReceiptInput) input: ProductSaleReceiptInput,
    @UploadedFile() file?: UploadedFileData,
  ) {
    const received = await this.invoices.withAttachment('payments', file, (attachment) =>
      this.sales.pay(input.invoiceId, { ...input, attachment }),
    );
    return { ...(await this.invoiceQueries.detail(input.invoiceId)), received };
  }

  @Get('productsale/getbalance/:id')
  @CheckPolicies('read', 'Invoice')
  async balance(@Param('id', IdPipe) id: number) {
    const sale = await this.sales.sale(id);
    return {
      id: sale.id,
      invoiceNo: sale.invoiceNo,
      totalCents: sale.totalCents,
      paidCents: sale.paidCents,
      creditedCents: sale.creditedCents,
      refundedCents: sale.refundedCents,
      balanceCents: sale.balanceCents,
      settlement: sale.settlement,
    };
  }

  /** The sale's invoice PDF (current version). */
  @Get('productsale/invoice')
  @CheckPolicies('read', 'Invoice')
  async invoice(@Query() query: ProductSaleQuery): Promise<StreamableFile> {
    await this.sales.sale(query.id);
    return pdfResponse(await this.documents.invoicePdf(query.id));
  }

  /** The latest receipt of the sale (404 while unpaid). */
  @Get('productsale/receipt')
  @CheckPolicies('read', 'Receipt')
  async receipt(@Query() query: ProductSaleQuery): Promise<StreamableFile> {
    return pdfResponse(await this.documents.receiptPdf(await this.sales.latestReceiptId(query.id)));
  }

  @Get('productsales/getallbypage')
  @CheckPolicies('read', 'Invoice')
  page(@Query() query: ProductSalePageQuery) {
    return this.invoiceQueries.list({ ...query, kind: InvoiceKind.Product });
  }

  /** The contract's date-range list: `getall?keyword&startdate&enddate` (issue dates, inclusive). */
  @Get('productsales/getall')
  @CheckPolicies('read', 'Invoice')
  range(@Query() query: ProductSaleRangeQuery) {
    const { startdate, enddate, ...rest } = query;
    if (startdate && enddate && startdate > enddate) {
      throw fieldError('enddate', 'End date must not be before the start date');
    }
    return this.invoiceQueries.list({
      ...rest,
      dateFrom: startdate,
      dateTo: enddate,
      kind: InvoiceKind.Product,
    });
  }
}
