import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { AppConfig, ChangeLogService, CheckPolicies, IdPipe, PageQueryDto, fieldError } from '@app/core';
import { type CreditRequest } from '../ledger/arithmetic';
import { BillingDocuments } from '../invoices/billing-documents.service';
import { pdfResponse } from '../ledger/uploads';
import {
  CreateCreditNoteInput,
  CreditNoteListQuery,
  DecideCreditNoteInput,
  RejectCreditNoteInput,
} from './credit-note.dto';
import { CreditNoteQueries } from './credit-note-queries.service';
import { CreditNoteService } from './credit-note.service';

/** Exactly one way of crediting: the whole invoice, an amount, or lines. */
const creditRequest = (input: CreateCreditNoteInput): CreditRequest => {
  const ways = [
    input.full === true,
    input.amountCents !== undefined && input.amountCents !== null,
    !!input.lines?.length,
  ];
  if (ways.filter(Boolean).length !== 1) {
    throw fieldError('full', 'Credit the full invoice, an amount, or some of its lines (one of them)');
  }
  if (input.full) return { kind: 'full' };
  if (input.lines?.length) return { kind: 'lines', lines: input.lines };
  return { kind: 'amount', amountCents: input.amountCents ?? 0, description: input.reason.trim() };
};

/**
 * Credit notes (not in the contract's paths; named in its style: docs/billing.md "Routes") and the
 * CFO's approvals. Staff and Administrator request and decide; never the requester.
 */
@Controller('admin')
export class CreditNotesController {
  constructor(
    private readonly creditNotes: CreditNoteService,
    private readonly queries: CreditNoteQueries,
    private readonly documents: BillingDocuments,
    private readonly changeLog: ChangeLogService,
    private readonly config: AppConfig,
  ) {}

  /** Issued at once up to the approval threshold; above it, pending approval without a number. */
  @Post('creditnote/create')
  @CheckPolicies('create', 'CreditNote')
  async create(@Body() input: CreateCreditNoteInput) {
    const note = await this.creditNotes.request({
      invoiceId: input.invoiceId,
      reason: input.reason,
      credit: creditRequest(input),
    });
    return this.queries.one(note.id);
  }

  @Post('creditnote/approve')
  @HttpCode(200)
  @CheckPolicies('approve', 'CreditNote')
  async approve(@Body() input: DecideCreditNoteInput) {
    await this.creditNotes.approve(input.id);
    return this.queries.one(input.id);
  }

  @Post('creditnote/reject')
  @HttpCode(200)
  @CheckPolicies('approve', 'CreditNote')
  async reject(@Body() input: RejectCreditNoteInput) {
    await this.creditNotes.reject(input.id, input.reason);
    return this.queries.one(input.id);
  }

  @Get('creditnotes/getall')
  @CheckPolicies('read', 'CreditNote')
  list(@Query() query: CreditNoteListQuery) {
    return this.queries.list(query);
  }

  @Get('creditnote/:id/get')
  @CheckPolicies('read', 'CreditNote')
  get(@Param('id', IdPipe) id: number) {
    return this.queries.one(id);
  }

  @Get('creditnote/:id/pdf')
  @CheckPolicies('read', 'CreditNote')
  async pdf(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
    return pdfResponse(await this.documents.creditNotePdf(id));
  }

  @Get('creditnote/:id/logs/get')
  @CheckPolicies('read', 'CreditNote')
  logs(@Param('id', IdPipe) id: number, @Query() query: PageQueryDto) {
    return this.changeLog.history('CreditNote', id, query);
  }

  /** The spec's "cfo" screen: what waits for approval, and the threshold above which it does. */
  @Get('cfo/approvals/getall')
  @CheckPolicies('approve', 'CreditNote')
  async pending(@Query() query: PageQueryDto) {
    return {
      approvalThresholdCents: this.config.finance.approvalThresholdCents,
      ...(await this.queries.pending(query)),
    };
  }
}
