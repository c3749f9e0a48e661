import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../auth/user.entity';
import { findPage, type Page, type PageQueryDto } from '../http/paging';
import { type AuditedType } from './audited';
import { ChangeAction, ChangeLog } from './change-log.entity';
import { RequestContext } from '../http/request-context';

export interface ChangeLogResponse {
  id: string;
  action: ChangeAction;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
  changedAt: Date;
  changedBy: { id: number; name: string } | null;
}

/** Reads the change history of one record, newest first; every `logs` route serves through this. */
@Injectable()
export class ChangeLogService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Records an event that is not a field edit (a merge moved other records here). Joins the
   * caller's transaction, so the note commits or rolls back with the change it describes.
   */
  note(type: AuditedType, id: number, field: string, value: string): void {
    this.em.create(ChangeLog, {
      entityType: type,
      entityId: String(id),
      action: ChangeAction.Update,
      field,
      newValue: value,
      userId: RequestContext.userId() ?? null,
      createdAt: new Date(),
    });
  }

  async history(
    type: AuditedType,
    id: number | string,
    query: PageQueryDto,
  ): Promise<Page<ChangeLogResponse>> {
    const page = await findPage(this.em, ChangeLog, query, {
      where: { entityType: type, entityId: String(id) },
      searchFields: ['field', 'oldValue', 'newValue'],
      sortable: ['createdAt', 'field'],
      defaultSort: { createdAt: 'desc', id: 'desc' },
      map: (log) => log,
    });
    const userIds = [...new Set(page.items.map((log) => log.userId).filter((userId) => userId !== null))];
    const users = userIds.length ? await this.em.find(User, { id: { $in: userIds } }) : [];
    const names = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
    return {
      ...page,
      items: page.items.map((log) => ({
        id: log.id,
        action: log.action,
        field: log.field,
        oldValue: log.oldValue,
        newValue: log.newValue,
        changedAt: log.createdAt,
        changedBy:
          log.userId === null ? null : { id: log.userId, name: names.get(log.userId) ?? 'Deleted user' },
      })),
    };
  }
}
