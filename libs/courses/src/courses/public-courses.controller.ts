import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { Public, streamFile, IdPipe } from '@app/core';
import { CourseService } from './course.service';
import { type PublicCourseInfo, PublicCourseQuery } from './public-course.query';

/** Course information for the public course pages ("cpd with course info"): active courses only. */
@Controller('course/:id/info')
export class PublicCoursesController {
  constructor(
    private readonly courses: CourseService,
    private readonly publicCourses: PublicCourseQuery,
  ) {}

  @Get()
  @Public()
  info(@Param('id', IdPipe) id: number): Promise<PublicCourseInfo> {
    return this.publicCourses.info(id);
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
