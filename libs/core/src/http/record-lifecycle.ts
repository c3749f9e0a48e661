import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Put,
  Query,
  type Type,
} from '@nestjs/common';
import { type SubjectName } from '../access/abilities';
import { CheckPolicies } from '../access/policy';
import { type ChangeLogResponse } from '../audit/change-log.service';
import { type Page, type PageQueryDto } from './paging';
import { LogsQueryDto } from './record-queries';
import { IdPipe } from './path-params';

/** What a record kind offers for archiving, deleting and its change history. */
export interface RecordLifecycle {
  /** Kinds that are never archived (corporates) or deleted (participants) leave these out, and their paths too. */
  archive?(id: number): Promise<unknown>;
  unarchive?(id: number): Promise<unknown>;
  remove?(id: number): Promise<void>;
  history(id: number, query: PageQueryDto): Promise<Page<ChangeLogResponse>>;
}

export interface LifecycleRoutes {
  subject: SubjectName;
  service: Type<RecordLifecycle>;
  /**
   * The contract's literal paths under /admin, e.g. `course/archive/:id` and `courses/logs/get`;
   * a kind without one of them (corporates are never archived) leaves it out.
   */
  paths: Partial<Record<'archive' | 'unarchive' | 'remove' | 'logs', string>>;
  /** Participants archive with PATCH; everything else with PUT. */
  archiveMethod?: 'PUT' | 'PATCH';
}

/** The route decorator, or nothing when the kind has no such route: the method then serves nothing. */
const routeOr = (decorator: (path: string) => MethodDecorator, path: string | undefined): MethodDecorator =>
  path ? decorator(path) : () => undefined;

/**
 * Archive, unarchive, delete and change-log routes, generated once for every record kind that has
 * them (courses, events, trainers, facilitators ...) with the contract's own paths.
 */
export const lifecycleControllerFor = ({
  subject,
  service,
  paths,
  archiveMethod = 'PUT',
}: LifecycleRoutes): Type<unknown> => {
  const archiveRoute = archiveMethod === 'PUT' ? Put : Patch;

  @Controller('admin')
  class LifecycleController {
    constructor(@Inject(service) private readonly records: RecordLifecycle) {
      if ((paths.archive || paths.unarchive) && !(records.archive && records.unarchive)) {
        throw new Error(`${service.name} has archive routes but cannot archive`);
      }
      if (paths.remove && !records.remove)
        throw new Error(`${service.name} has a delete route but cannot delete`);
    }

    @routeOr(archiveRoute, paths.archive)
    @CheckPolicies('archive', subject)
    archive(@Param('id', IdPipe) id: number): Promise<unknown> {
      return this.records.archive!(id);
    }

    @routeOr(archiveRoute, paths.unarchive)
    @CheckPolicies('archive', subject)
    unarchive(@Param('id', IdPipe) id: number): Promise<unknown> {
      return this.records.unarchive!(id);
    }

    @routeOr(Delete, paths.remove)
    @HttpCode(204)
    @CheckPolicies('delete', subject)
    remove(@Param('id', IdPipe) id: number): Promise<void> {
      return this.records.remove!(id);
    }

    @routeOr(Get, paths.logs)
    @CheckPolicies('read', subject)
    logs(@Query() query: LogsQueryDto): Promise<Page<ChangeLogResponse>> {
      return this.records.history(query.id, query);
    }
  }

  Object.defineProperty(LifecycleController, 'name', { value: `${subject}LifecycleController` });
  return LifecycleController;
};
