import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { Public, PublicRead, streamFile, IdPipe } from '@app/core';
import { Course } from './course.entity';
import { CourseService } from './course.service';
import { type PublicCourseInfo, PublicCourseQuery } from './public-course.query';

/** Course information for the public course pages ("cpd with course info"): active courses only. */
@Controller('course/:id/info')
export class PublicCoursesController {
  constructor(
    private readonly courses: CourseService,
    private readonly publicCourses: PublicCourseQuery,
  ) {}

  /** Kept until the course or a course type changes; browsers keep it a minute. */
  @Get()
  @PublicRead({ sources: [Course.name, 'CourseType'], maxAgeSeconds: 60 })
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
