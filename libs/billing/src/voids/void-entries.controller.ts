import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CheckPolicies } from '@app/core';
import { VoidableDocument } from '../ledger/void-entry.entity';
import { VoidFetchQuery, VoidInput, VoidReasonInput } from './void.dto';
import { VoidService } from './void.service';

/**
 * The void entry screen (spec 7.6): fetch a receipt, invoice or registration by its number, void it
 * with a reason, edit the reason, unvoid it. Staff and Administrator; Customer Service Officers 403.
 */
@Controller('admin/register/voidentry')
export class VoidEntriesController {
  constructor(private readonly voids: VoidService) {}

  @Get('fetch/receipt')
  @CheckPolicies('read', 'VoidEntry')
  receipt(@Query() query: VoidFetchQuery) {
    return this.voids.fetch(VoidableDocument.Receipt, query.no);
  }

  @Get('fetch/invoice')
  @CheckPolicies('read', 'VoidEntry')
  invoice(@Query() query: VoidFetchQuery) {
    return this.voids.fetch(VoidableDocument.Invoice, query.no);
  }

  @Get('fetch/registration')
  @CheckPolicies('read', 'VoidEntry')
  registration(@Query() query: VoidFetchQuery) {
    return this.voids.fetch(VoidableDocument.Registration, query.no);
  }

  /** `create` and `save` are the contract's two names for voiding (the screen's new entry and its save). */
  @Post('create')
  @CheckPolicies('create', 'VoidEntry')
  async create(@Body() input: VoidInput) {
    return this.save(input);
  }

  @Post('save')
  @HttpCode(200)
  @CheckPolicies('create', 'VoidEntry')
  async save(@Body() input: VoidInput) {
    await this.voids.void(input.documentType, input.documentNo, input.reason);
    return this.voids.fetch(input.documentType, input.documentNo);
  }

  @Post('edit')
  @HttpCode(200)
  @CheckPolicies('update', 'VoidEntry')
  async edit(@Body() input: VoidReasonInput) {
    const entry = await this.voids.editReason(input.id, input.reason);
    return this.voids.fetch(entry.documentType, entry.documentNo);
  }

  @Post('unvoid')
  @HttpCode(200)
  @CheckPolicies('update', 'VoidEntry')
  async unvoid(@Body() input: VoidReasonInput) {
    const entry = await this.voids.unvoid(input.id, input.reason);
    return this.voids.fetch(entry.documentType, entry.documentNo);
  }
}
