import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  StreamableFile,
  type Type,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  CheckPolicies,
  IdDto,
  IdsDto,
  JsonData,
  lifecycleControllerFor,
  type Page,
  type SubjectName,
  type UploadedFileData,
  streamFile,
  requireId,
  IdPipe,
} from '@app/core';
import { type PersonDirectory } from './person-directory';
import { AutopopulateDto, PersonInput, PersonQueryDto, type PersonResponse } from './person.dto';
import { type PersonEntity } from './person.entity';
import { UPLOAD_LIMITS } from './upload-limits';

export interface PersonRoutes {
  /** Path segments as the contract spells them: /admin/trainer/create, /admin/trainers/getall. */
  singular: string;
  plural: string;
  subject: SubjectName;
  service: Type<PersonDirectory<PersonEntity>>;
  input: Type<PersonInput>;
}

/**
 * The routes trainers and facilitators share, generated with the contract's literal paths; each
 * domain adds its own extras in a controller of its own.
 */
export const personControllerFor = ({
  singular,
  plural,
  subject,
  service,
  input,
}: PersonRoutes): Type<unknown> => {
  @Controller('admin')
  class PersonController {
    constructor(@Inject(service) private readonly people: PersonDirectory<PersonEntity>) {}

    @Get(`${plural}/getall`)
    @CheckPolicies('read', subject)
    active(): Promise<PersonResponse[]> {
      return this.people.active();
    }

    @Get(`${plural}/getallbypage`)
    @CheckPolicies('read', subject)
    page(@Query() query: PersonQueryDto): Promise<Page<PersonResponse>> {
      return this.people.page(query);
    }

    @Post(`${singular}/getbyid`)
    @HttpCode(200)
    @CheckPolicies('read', subject)
    get(@Body() dto: IdDto): Promise<PersonResponse> {
      return this.people.get(dto.id);
    }

    @Post(`${plural}/getallbyid`)
    @HttpCode(200)
    @CheckPolicies('read', subject)
    byIds(@Body() dto: IdsDto): Promise<PersonResponse[]> {
      return this.people.byIds(dto.ids);
    }

    @Post(`${singular}/autopopulate`)
    @HttpCode(200)
    @CheckPolicies('create', subject)
    autopopulate(@Body() dto: AutopopulateDto) {
      return this.people.autopopulate(dto);
    }

    @Post(`${singular}/create`)
    @CheckPolicies('create', subject)
    @UseInterceptors(FileInterceptor('photo', UPLOAD_LIMITS))
    create(
      @JsonData(input) data: PersonInput,
      @UploadedFile() photo?: UploadedFileData,
    ): Promise<PersonResponse> {
      return this.people.save({ ...data, id: undefined }, photo);
    }

    @Post(`${singular}/update`)
    @HttpCode(200)
    @CheckPolicies('update', subject)
    @UseInterceptors(FileInterceptor('photo', UPLOAD_LIMITS))
    update(
      @JsonData(input) data: PersonInput,
      @UploadedFile() photo?: UploadedFileData,
    ): Promise<PersonResponse> {
      return this.people.save(requireId(data), photo);
    }

    @Get(`${singular}/:id/photo`)
    @CheckPolicies('read', subject)
    async photo(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
      return streamFile(await this.people.photo(id));
    }
  }

  Object.defineProperty(PersonController, 'name', { value: `${subject}sController` });
  return PersonController;
};

/** A person kind's routes: the shared directory routes plus archive, unarchive, delete and logs. */
export const personControllersFor = (routes: PersonRoutes): Type<unknown>[] => [
  personControllerFor(routes),
  lifecycleControllerFor({
    subject: routes.subject,
    service: routes.service,
    paths: {
      archive: `${routes.singular}/archive/:id`,
      unarchive: `${routes.singular}/unarchive/:id`,
      remove: `${routes.singular}/delete/:id`,
      logs: `${routes.plural}/logs`,
    },
  }),
];
