import {
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
  CheckPolicies,
  CurrentUser,
  JsonData,
  type Page,
  Public,
  PublicRead,
  type PublicReadOptions,
  type SessionUser,
  type UploadedFileData,
  streamFile,
  IdPipe,
} from '@app/core';
import {
  FindSchedulesDto,
  type PublicScheduleResponse,
  ScheduleInput,
  ScheduleQueryDto,
  type ScheduleResponse,
  ViewScheduleDto,
} from './res-schedule.dto';
import { ResSchedule } from './res-schedule.entity';
import { ResScheduleService } from './res-schedule.service';

/** The public schedule lists: kept until a schedule changes (or the day ends); browsers keep them a minute. */
const SCHEDULE_READ: PublicReadOptions = { sources: [ResSchedule.name], maxAgeSeconds: 60 };

const UPLOAD = FileInterceptor('file', { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });

@Controller()
export class ResSchedulesController {
  constructor(private readonly schedules: ResScheduleService) {}

  @Post('admin/res-schedules/upload')
  @CheckPolicies('create', 'ResSchedule')
  @UseInterceptors(UPLOAD)
  upload(
    @JsonData(ScheduleInput) input: ScheduleInput,
    @CurrentUser() user: SessionUser,
    @UploadedFile() file?: UploadedFileData,
  ): Promise<ScheduleResponse> {
    return this.schedules.save({ ...input, id: undefined }, user.id, file);
  }

  /** The contract names this path twice, under /admin and without; both need the same permission. */
  @Post(['admin/res-schedules/update', 'res-schedules/update'])
  @HttpCode(200)
  @CheckPolicies('update', 'ResSchedule')
  @UseInterceptors(UPLOAD)
  update(
    @JsonData(ScheduleInput) input: ScheduleInput,
    @CurrentUser() user: SessionUser,
    @UploadedFile() file?: UploadedFileData,
  ): Promise<ScheduleResponse> {
    return this.schedules.save(input, user.id, file);
  }

  @Get('admin/res-schedules/getall')
  @CheckPolicies('read', 'ResSchedule')
  page(@Query() query: ScheduleQueryDto): Promise<Page<ScheduleResponse>> {
    return this.schedules.page(query);
  }

  @Get('admin/res-schedules/find')
  @CheckPolicies('read', 'ResSchedule')
  find(@Query() query: FindSchedulesDto): Promise<ScheduleResponse[]> {
    return this.schedules.find(query.keyword);
  }

  @Get('admin/res-schedules/view')
  @CheckPolicies('read', 'ResSchedule')
  async view(@Query() query: ViewScheduleDto): Promise<StreamableFile> {
    const file = await this.schedules.file(query.file, false);
    return streamFile(file, file.name);
  }

  @Delete('admin/res-schedules/:id/delete')
  @HttpCode(204)
  @CheckPolicies('delete', 'ResSchedule')
  remove(@Param('id', IdPipe) id: number): Promise<void> {
    return this.schedules.remove(id);
  }

  @Get('res-schedules/getall')
  @PublicRead(SCHEDULE_READ)
  published(): Promise<PublicScheduleResponse[]> {
    return this.schedules.published();
  }

  @Get('res-schedules/getallactive')
  @PublicRead(SCHEDULE_READ)
  current(): Promise<PublicScheduleResponse[]> {
    return this.schedules.current();
  }

  @Get('res-schedules/:id/file')
  @Public()
  async publicFile(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
    const file = await this.schedules.file(id, true);
    return streamFile(file, file.name);
  }
}
