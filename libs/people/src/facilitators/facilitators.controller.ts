import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CheckPolicies, type ChangeLogResponse, JsonData, type Page, type UploadedFileData } from '@app/core';
import {
  AutopopulateDto,
  IdDto,
  IdsDto,
  LogsQueryDto,
  PersonInput,
  PersonQueryDto,
  type PersonResponse,
} from '../shared/person.dto';
import { PersonStatus } from '../shared/person.entity';
import { UPLOAD_LIMITS } from '../shared/upload-limits';
import { FacilitatorService } from './facilitator.service';

@Controller('admin')
export class FacilitatorsController {
  constructor(private readonly facilitators: FacilitatorService) {}

  @Get('facilitators/getall')
  @CheckPolicies('read', 'Facilitator')
  active(): Promise<PersonResponse[]> {
    return this.facilitators.active();
  }

  @Get('facilitators/getallbypage')
  @CheckPolicies('read', 'Facilitator')
  page(@Query() query: PersonQueryDto): Promise<Page<PersonResponse>> {
    return this.facilitators.page(query);
  }

  @Get('facilitators/logs')
  @CheckPolicies('read', 'Facilitator')
  logs(@Query() query: LogsQueryDto): Promise<Page<ChangeLogResponse>> {
    return this.facilitators.history(query);
  }

  @Post('facilitator/getbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Facilitator')
  get(@Body() dto: IdDto): Promise<PersonResponse> {
    return this.facilitators.get(dto.id);
  }

  @Post('facilitators/getallbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Facilitator')
  byIds(@Body() dto: IdsDto): Promise<PersonResponse[]> {
    return this.facilitators.byIds(dto.ids);
  }

  @Post('facilitator/autopopulate')
  @HttpCode(200)
  @CheckPolicies('create', 'Facilitator')
  autopopulate(@Body() dto: AutopopulateDto) {
    return this.facilitators.autopopulate(dto);
  }

  @Post('facilitator/create')
  @CheckPolicies('create', 'Facilitator')
  @UseInterceptors(FileInterceptor('photo', UPLOAD_LIMITS))
  create(
    @JsonData(PersonInput) input: PersonInput,
    @UploadedFile() photo?: UploadedFileData,
  ): Promise<PersonResponse> {
    return this.facilitators.save({ ...input, id: undefined }, photo);
  }

  @Post('facilitator/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Facilitator')
  @UseInterceptors(FileInterceptor('photo', UPLOAD_LIMITS))
  update(
    @JsonData(PersonInput) input: PersonInput,
    @UploadedFile() photo?: UploadedFileData,
  ): Promise<PersonResponse> {
    return this.facilitators.save(input, photo);
  }

  @Delete('facilitator/delete/:id')
  @HttpCode(204)
  @CheckPolicies('delete', 'Facilitator')
  remove(@Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.facilitators.remove(id);
  }

  @Put('facilitator/archive/:id')
  @CheckPolicies('archive', 'Facilitator')
  archive(@Param('id', ParseIntPipe) id: number): Promise<PersonResponse> {
    return this.facilitators.setStatus(id, PersonStatus.Archived);
  }

  @Put('facilitator/unarchive/:id')
  @CheckPolicies('archive', 'Facilitator')
  unarchive(@Param('id', ParseIntPipe) id: number): Promise<PersonResponse> {
    return this.facilitators.setStatus(id, PersonStatus.Active);
  }

  @Get('facilitator/:id/photo')
  @CheckPolicies('read', 'Facilitator')
  async photo(@Param('id', ParseIntPipe) id: number): Promise<StreamableFile> {
    const file = await this.facilitators.photo(id);
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size });
  }
}
