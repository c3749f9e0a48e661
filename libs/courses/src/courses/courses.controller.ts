import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import {
  CheckPolicies,
  IdDto,
  JsonData,
  type Page,
  type UploadedFileData,
  streamFile,
  requireId,
  IdPipe,
  PageSizePipe,
} from '@app/core';
import { FAMILY_CODES } from './course-families';
import { CourseInput, CourseQueryDto, type CourseResponse, FamilyQueryDto } from './course.dto';
import { CourseService } from './course.service';

const UPLOADS = FileFieldsInterceptor(
  [
    { name: 'image', maxCount: 1 },
    { name: 'brochure', maxCount: 1 },
  ],
  { limits: { fileSize: 20 * 1024 * 1024, files: 2 } },
);

type Uploads = { image?: UploadedFileData[]; brochure?: UploadedFileData[] } | undefined;
const filesOf = (uploads: Uploads) => ({ image: uploads?.image?.[0], brochure: uploads?.brochure?.[0] });

@Controller('admin')
export class CoursesController {
  constructor(private readonly courses: CourseService) {}

  @Post('course/create')
  @CheckPolicies('create', 'Course')
  @UseInterceptors(UPLOADS)
  create(
    @JsonData(CourseInput) input: CourseInput,
    @UploadedFiles() uploads: Uploads,
  ): Promise<CourseResponse> {
    return this.courses.save({ ...input, id: undefined }, filesOf(uploads));
  }

  @Post('course/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Course')
  @UseInterceptors(UPLOADS)
  update(
    @JsonData(CourseInput) input: CourseInput,
    @UploadedFiles() uploads: Uploads,
  ): Promise<CourseResponse> {
    return this.courses.save(requireId(input), filesOf(uploads));
  }

  /** A GET must not write: this returns the copy for the create form, which saves it. */
  @Get('course/duplicate/:id')
  @CheckPolicies('create', 'Course')
  duplicate(@Param('id', IdPipe) id: number) {
    return this.courses.duplicate(id);
  }

  @Get(['course/:id/get', 'course/:id/getCourse'])
  @CheckPolicies('read', 'Course')
  get(@Param('id', IdPipe) id: number): Promise<CourseResponse> {
    return this.courses.get(id);
  }

  @Post('courses/getbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Course')
  getById(@Body() dto: IdDto): Promise<CourseResponse> {
    return this.courses.get(dto.id);
  }

  /** The contract puts the page size in the path: /admin/courses/getbypage/20?page=2&keyword=... */
  @Get('courses/getbypage/:items')
  @CheckPolicies('read', 'Course')
  page(
    @Param('items', PageSizePipe) items: number,
    @Query() query: CourseQueryDto,
  ): Promise<Page<CourseResponse>> {
    return this.courses.page(query, items);
  }

  @Get('courses/getall')
  @CheckPolicies('read', 'Course')
  active(): Promise<CourseResponse[]> {
    return this.courses.active();
  }

  @Get('courses/countall')
  @CheckPolicies('read', 'Course')
  count(): Promise<{ count: number }> {
    return this.courses.count();
  }

  @Post('courses/getresall')
  @HttpCode(200)
  @CheckPolicies('read', 'Course')
  res(@Body() query: FamilyQueryDto): Promise<CourseResponse[]> {
    return this.courses.active(FAMILY_CODES.res, query.keyword);
  }

  @Post('courses/getpngall')
  @HttpCode(200)
  @CheckPolicies('read', 'Course')
  png(@Body() query: FamilyQueryDto): Promise<CourseResponse[]> {
    return this.courses.active(FAMILY_CODES.png, query.keyword);
  }

  @Post('courses/getdigitaltrainingall')
  @HttpCode(200)
  @CheckPolicies('read', 'Course')
  digitalTraining(@Body() query: FamilyQueryDto): Promise<CourseResponse[]> {
    return this.courses.active(FAMILY_CODES.digitalTraining, query.keyword);
  }

  @Get('coursepromofee/:id/get')
  @CheckPolicies('read', 'Course')
  promoFee(@Param('id', IdPipe) id: number) {
    return this.courses.promoFee(id);
  }

  @Get('validitytypes/course/:id')
  @CheckPolicies('read', 'Course')
  validityType(@Param('id', IdPipe) id: number) {
    return this.courses.validityType(id);
  }

  @Get('course/:id/image')
  @CheckPolicies('read', 'Course')
  async image(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
    return streamFile(await this.courses.file(id, 'image'));
  }

  @Get('course/:id/brochure')
  @CheckPolicies('read', 'Course')
  async brochure(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
    return streamFile(await this.courses.file(id, 'brochure'));
  }
}
