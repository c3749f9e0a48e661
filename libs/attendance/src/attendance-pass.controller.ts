import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Public, SignInRateLimit } from '@app/core';
import { AttendanceLists } from './attendance-lists.service';
import { PassCodeDto } from './attendance.dto';
import { type AttendancePass } from './attendance.view';

/** The public side of a seat's QR: the pass page a participant's own phone opens. */
@Controller('attendance')
export class AttendancePassController {
  constructor(private readonly lists: AttendanceLists) {}

  /** Rate limited like sign-in: codes are unguessable, and this keeps anyone from trying. */
  @Post('participant/byId')
  @HttpCode(200)
  @Public()
  @SignInRateLimit()
  pass(@Body() dto: PassCodeDto): Promise<AttendancePass> {
    return this.lists.pass(dto.code);
  }
}
