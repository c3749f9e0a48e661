import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CheckPolicies, IdPipe } from '@app/core';
import { TransferInput, TransferPreviewInput } from './transfer.dto';
import { TransferService } from './transfer.service';

/**
 * Transfer course (spec 2.2; not in the route contract, named in its style): `{id}` is the seat
 * (registration event). Moving money, so Staff and Administrator (`create Refund`); Customer Service
 * Officers get 403.
 */
@Controller('admin/registration/participant/:id/transfer')
export class TransfersController {
  constructor(private readonly transfers: TransferService) {}

  /** The documents and amounts a transfer would issue, for the confirmation dialog; changes nothing. */
  @Post('preview')
  @HttpCode(200)
  @CheckPolicies('create', 'Refund')
  preview(@Param('id', IdPipe) id: number, @Body() input: TransferPreviewInput) {
    return this.transfers.preview(id, input);
  }

  @Post()
  @HttpCode(200)
  @CheckPolicies('create', 'Refund')
  transfer(@Param('id', IdPipe) id: number, @Body() input: TransferInput) {
    return this.transfers.transfer(id, input, input.reason);
  }
}
