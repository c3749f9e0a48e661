import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { Public, streamFile, IdPipe } from '@app/core';
import { type CourseResponse } from './course.dto';
import { CourseService } from './course.service';

/** What a public course page shows of a course. */
export type PublicCourseInfo = Pick<
  CourseResponse,
  | 'id'
  | 'code'
  | 'title'
  | 'courseTypeCode'
  | 'courseTypeName'
  | 'description'
  | 'cpdHours'
  | 'feeCents'
  | 'promoFeeCents'
  | 'promoValidFrom'
  | 'promoValidTo'
  | 'hasImage'
  | 'hasBrochure'
>;

/** Course information for the public course pages ("cpd with course info"): active courses only. */
@Controller('course/:id/info')
export class PublicCoursesController {
  constructor(private readonly courses: CourseService) {}

  @Get()
  @Public()
  async info(@Param('id', IdPipe) id: number): Promise<PublicCourseInfo> {
    const course = await this.courses.activeOne(id);
    return {
      id: course.id,
      code: course.code,
      title: course.title,
      courseTypeCode: course.courseTypeCode,
      courseTypeName: course.courseTypeName,
      description: course.description,
      cpdHours: course.cpdHours,
      feeCents: course.feeCents,
      promoFeeCents: course.promoFeeCents,
      promoValidFrom: course.promoValidFrom,
      promoValidTo: course.promoValidTo,
      hasImage: course.hasImage,
      hasBrochure: course.hasBrochure,
    };
  }

  @Get('image')
  @Public()
  async image(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
    return streamFile(await this.courses.activeFile(id, 'image'));
  }

  @Get('brochure')
  @Public()
  async brochure(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
    return streamFile(await this.courses.activeFile(id, 'brochure'));
  }
}
