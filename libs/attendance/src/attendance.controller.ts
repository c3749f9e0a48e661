import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  CheckPolicies,
  IdDto,
  IdsDto,
  type Page,
  PageQueryDto,
  type UploadedFileData,
  IdPipe,
  FormFields,
} from '@app/core';
import { AttendanceImport } from './attendance-import.service';
import { AttendanceLists } from './attendance-lists.service';
import { AttendanceMails } from './attendance-mails.service';
import { type Actor } from './actor';
import { AttendanceService } from './attendance.service';
import {
  EventIdQueryDto,
  EventMobileDto,
  EventNricDto,
  EventRowsQueryDto,
  EventSeatsDto,
  FlagTargetsDto,
  ImportFieldsDto,
  MobileDto,
  NricDto,
  ScanDto,
  SendMailDto,
  SessionIdDto,
  SessionQueryDto,
  SuccessfulAttendanceDto,
  TargetsDto,
  TimeUpdateDto,
  VerifyDto,
} from './attendance.dto';
import {
  type AttendanceEvent,
  type AttendanceMail,
  type AttendanceRow,
  type AttendanceSummary,
  type ImportReport,
  type MailReport,
  type RegisteredSeat,
  type ScanResult,
  type SeatAttendance,
  type TodaySession,
} from './attendance.view';
import { readPersonCode } from './scan-code';
import { CurrentActor } from './actor';

const UPLOAD = FileInterceptor('file', { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
const READ = CheckPolicies('read', 'Attendance', { perRecord: true });
const WRITE = CheckPolicies('update', 'Attendance', { perRecord: true });

/**
 * Spec 7.4. Every route is per record: trainers and facilitators hold attendance rules limited to
 * their own events, which the services check on each event they touch.
 */
@Controller('admin/attendance')
export class AttendanceController {
  constructor(
    private readonly attendance: AttendanceService,
    private readonly lists: AttendanceLists,
    private readonly mails: AttendanceMails,
    private readonly imports: AttendanceImport,
  ) {}

  @Post('scan-in')
  @WRITE
  scanIn(@Body() dto: ScanDto, @CurrentActor() actor: Actor): Promise<ScanResult> {
    return this.attendance.scanIn(dto.sessionId, dto.code, actor);
  }

  @Post('scan-out')
  @WRITE
  scanOut(@Body() dto: ScanDto, @CurrentActor() actor: Actor): Promise<ScanResult> {
    return this.attendance.scanOut(dto.sessionId, dto.code, actor);
  }

  @Post('update/scanin')
  @HttpCode(200)
  @WRITE
  updateScanIn(@Body() dto: TimeUpdateDto, @CurrentActor() actor: Actor): Promise<AttendanceRow> {
    return this.attendance.updateScanIn(dto, new Date(dto.at), actor);
  }

  @Post('update/scanout')
  @HttpCode(200)
  @WRITE
  updateScanOut(@Body() dto: TimeUpdateDto, @CurrentActor() actor: Actor): Promise<AttendanceRow> {
    return this.attendance.updateScanOut(dto, new Date(dto.at), actor);
  }

  @Post('cancel')
  @HttpCode(200)
  @WRITE
  async cancel(@Body() dto: TargetsDto, @CurrentActor() actor: Actor) {
    return { rows: await this.attendance.cancel(dto.items, actor) };
  }

  @Post('absent')
  @HttpCode(200)
  @WRITE
  async absent(@Body() dto: TargetsDto, @CurrentActor() actor: Actor) {
    return { rows: await this.attendance.absent(dto.items, actor) };
  }

  @Post('no-scan-out')
  @HttpCode(200)
  @WRITE
  async noScanOut(@Body() dto: TargetsDto, @CurrentActor() actor: Actor) {
    return { rows: await this.attendance.noScanOut(dto.items, actor) };
  }

  @Post('no-points')
  @HttpCode(200)
  @WRITE
  async noPoints(@Body() dto: FlagTargetsDto, @CurrentActor() actor: Actor) {
    return { rows: await this.attendance.noPoints(dto.items, dto.value, actor) };
  }

  @Post('session/extended')
  @HttpCode(200)
  @WRITE
  async extended(@Body() dto: FlagTargetsDto, @CurrentActor() actor: Actor) {
    return { rows: await this.attendance.extended(dto.items, dto.value, actor) };
  }

  @Post('verifyparticipants')
  @HttpCode(200)
  @WRITE
  async verify(@Body() dto: VerifyDto, @CurrentActor() actor: Actor) {
    return { rows: await this.attendance.verify(dto.items, dto.verified, actor) };
  }

  @Post('event/attended')
  @HttpCode(200)
  @WRITE
  async eventAttended(@Body() dto: EventSeatsDto, @CurrentActor() actor: Actor) {
    return { rows: await this.attendance.eventAttended(dto.eventId, dto.registrationEventIds, actor) };
  }

  @Post('import')
  @HttpCode(200)
  @WRITE
  @UseInterceptors(UPLOAD)
  import(
    @FormFields(ImportFieldsDto) dto: ImportFieldsDto,
    @UploadedFile() file: UploadedFileData | undefined,
    @CurrentActor() actor: Actor,
  ): Promise<ImportReport> {
    return this.imports.run(dto.eventId, file, actor);
  }

  @Post(':id/send/scanin')
  @HttpCode(200)
  @WRITE
  sendScanIn(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.mails.sendOne('scan-in', id, actor.ability);
  }

  @Post(':id/send/scanout')
  @HttpCode(200)
  @WRITE
  sendScanOut(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.mails.sendOne('scan-out', id, actor.ability);
  }

  @Post('resendscanin')
  @HttpCode(200)
  @WRITE
  resendScanIn(@Body() dto: IdsDto, @CurrentActor() actor: Actor): Promise<MailReport> {
    return this.mails.resend('scan-in', dto.ids, actor.ability);
  }

  @Post('resendscanout')
  @HttpCode(200)
  @WRITE
  resendScanOut(@Body() dto: IdsDto, @CurrentActor() actor: Actor): Promise<MailReport> {
    return this.mails.resend('scan-out', dto.ids, actor.ability);
  }

  @Post('send')
  @HttpCode(200)
  @WRITE
  send(@Body() dto: SendMailDto, @CurrentActor() actor: Actor): Promise<MailReport> {
    return this.mails.sendForEvent(dto.eventId, dto.kind, actor.ability);
  }

  @Post('send/successful-attendance')
  @HttpCode(200)
  @WRITE
  successful(@Body() dto: SuccessfulAttendanceDto, @CurrentActor() actor: Actor): Promise<MailReport> {
    return this.mails.successful(dto.eventId, dto.registrationEventIds, actor.ability);
  }

  @Get('mail/send')
  @READ
  mailStatus(@Query() query: EventIdQueryDto, @CurrentActor() actor: Actor): Promise<AttendanceMail[]> {
    return this.mails.list(query.eventId, actor.ability);
  }

  @Post('getattendancebynric')
  @HttpCode(200)
  @READ
  byNric(@Body() dto: EventNricDto, @CurrentActor() actor: Actor): Promise<SeatAttendance> {
    return this.lists.seatByCode(dto.eventId, readPersonCode(dto.nric, 'nric'), actor);
  }

  @Post('getattendancebymobileno')
  @HttpCode(200)
  @READ
  byMobile(@Body() dto: EventMobileDto, @CurrentActor() actor: Actor): Promise<SeatAttendance> {
    return this.lists.seatByCode(dto.eventId, readPersonCode(dto.mobileNo, 'mobile'), actor);
  }

  @Post('participants/getbyregisterednric')
  @HttpCode(200)
  @READ
  registeredByNric(@Body() dto: NricDto, @CurrentActor() actor: Actor): Promise<RegisteredSeat[]> {
    return this.lists.registeredSeats(readPersonCode(dto.nric, 'nric'), actor);
  }

  @Post('participants/getbyregisteredmobileno')
  @HttpCode(200)
  @READ
  registeredByMobile(@Body() dto: MobileDto, @CurrentActor() actor: Actor): Promise<RegisteredSeat[]> {
    return this.lists.registeredSeats(readPersonCode(dto.mobileNo, 'mobile'), actor);
  }

  @Post('getbyid')
  @HttpCode(200)
  @READ
  byId(@Body() dto: IdDto, @CurrentActor() actor: Actor): Promise<AttendanceRow> {
    return this.lists.record(dto.id, actor);
  }

  @Post('getallbyid')
  @HttpCode(200)
  @READ
  seat(@Body() dto: IdDto, @CurrentActor() actor: Actor): Promise<SeatAttendance> {
    return this.lists.seat(dto.id, actor);
  }

  @Post('events/getallverified')
  @HttpCode(200)
  @READ
  verifiedEvents(@Body() dto: PageQueryDto, @CurrentActor() actor: Actor): Promise<Page<AttendanceEvent>> {
    return this.lists.verifiedEvents(dto, actor);
  }

  @Post('getallverifiedsessionparticipants')
  @HttpCode(200)
  @READ
  verifiedSession(@Body() dto: SessionIdDto, @CurrentActor() actor: Actor): Promise<AttendanceRow[]> {
    return this.lists.verifiedSessionRows(dto.sessionId, actor);
  }

  @Get('events/getall')
  @READ
  all(@Query() query: PageQueryDto, @CurrentActor() actor: Actor): Promise<Page<AttendanceEvent>> {
    return this.lists.events('all', query, actor);
  }

  @Get('getallpast')
  @READ
  past(@Query() query: PageQueryDto, @CurrentActor() actor: Actor): Promise<Page<AttendanceEvent>> {
    return this.lists.events('past', query, actor);
  }

  @Get('getallupcoming')
  @READ
  upcoming(@Query() query: PageQueryDto, @CurrentActor() actor: Actor): Promise<Page<AttendanceEvent>> {
    return this.lists.events('upcoming', query, actor);
  }

  @Get('getcurrent')
  @READ
  current(@Query() query: PageQueryDto, @CurrentActor() actor: Actor): Promise<Page<AttendanceEvent>> {
    return this.lists.events('current', query, actor);
  }

  @Get('getallsessiontoday')
  @READ
  today(@CurrentActor() actor: Actor): Promise<TodaySession[]> {
    return this.lists.todaySessions(actor);
  }

  @Get('event/:id/participants/getsummary')
  @READ
  summary(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor): Promise<AttendanceSummary> {
    return this.lists.summary(id, actor);
  }

  @Get('event/:id/getbypage')
  @READ
  page(
    @Param('id', IdPipe) id: number,
    @Query() query: EventRowsQueryDto,
    @CurrentActor() actor: Actor,
  ): Promise<Page<AttendanceRow>> {
    return this.lists.eventRowsPage(id, query, actor);
  }

  @Get('event/:id/getall')
  @READ
  rows(
    @Param('id', IdPipe) id: number,
    @Query() query: SessionQueryDto,
    @CurrentActor() actor: Actor,
  ): Promise<AttendanceRow[]> {
    return this.lists.eventRows(id, query.sessionId, actor);
  }
}
