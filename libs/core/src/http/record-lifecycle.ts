import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseIntPipe,
  Put,
  Query,
  type Type,
} from '@nestjs/common';
import { type SubjectName } from '../access/abilities';
import { CheckPolicies } from '../access/policy';
import { type ChangeLogResponse } from '../audit/change-log.service';
import { type Page, type PageQueryDto } from './paging';
import { LogsQueryDto } from './record-queries';

/** What a record kind offers for archiving, deleting and its change history. */
export interface RecordLifecycle {
  archive(id: number): Promise<unknown>;
  unarchive(id: number): Promise<unknown>;
  remove(id: number): Promise<void>;
  history(id: number, query: PageQueryDto): Promise<Page<ChangeLogResponse>>;
}

export interface LifecycleRoutes {
  subject: SubjectName;
  service: Type<RecordLifecycle>;
  /** The contract's literal paths under /admin, e.g. `course/archive/:id` and `courses/logs/get`. */
  paths: { archive: string; unarchive: string; remove: string; logs: string };
}

/**
 * Archive, unarchive, delete and change-log routes, generated once for every record kind that has
 * them (courses, events, trainers, facilitators ...) with the contract's own paths.
 */
export const lifecycleControllerFor = ({ subject, service, paths }: LifecycleRoutes): Type<unknown> => {
  @Controller('admin')
  class LifecycleController {
    constructor(@Inject(service) private readonly records: RecordLifecycle) {}

    @Put(paths.archive)
    @CheckPolicies('archive', subject)
    archive(@Param('id', ParseIntPipe) id: number): Promise<unknown> {
      return this.records.archive(id);
    }

    @Put(paths.unarchive)
    @CheckPolicies('archive', subject)
    unarchive(@Param('id', ParseIntPipe) id: number): Promise<unknown> {
      return this.records.unarchive(id);
    }

    @Delete(paths.remove)
    @HttpCode(204)
    @CheckPolicies('delete', subject)
    remove(@Param('id', ParseIntPipe) id: number): Promise<void> {
      return this.records.remove(id);
    }

    @Get(paths.logs)
    @CheckPolicies('read', subject)
    logs(@Query() query: LogsQueryDto): Promise<Page<ChangeLogResponse>> {
      return this.records.history(query.id, query);
    }
  }

  Object.defineProperty(LifecycleController, 'name', { value: `${subject}LifecycleController` });
  return LifecycleController;
};
