import {
  type ChangeSet,
  ChangeSetType,
  type EntityManager,
  type EventArgs,
  type EventSubscriber,
} from '@mikro-orm/core';
import { RequestContext } from '../http/request-context';
import { REDACTED, auditSettingsOf } from './audited';
import { ChangeAction } from './change-log.entity';

interface LogRow {
  entity_type: string;
  entity_id: string;
  action: ChangeAction;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  user_id: number | null;
}

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return value.toString();
  return JSON.stringify(value);
};

/**
 * Writes change-log rows for every entity marked @Audited. The hooks run inside the flush's
 * transaction, after the insert (so a new record's id is known), and the rows go out on that same
 * transaction: a change and its log commit or roll back together.
 */
export class ChangeLogSubscriber implements EventSubscriber {
  async afterCreate(args: EventArgs<object>): Promise<void> {
    await this.record(args, ChangeAction.Create);
  }

  async afterUpdate(args: EventArgs<object>): Promise<void> {
    await this.record(args, ChangeAction.Update);
  }

  async afterDelete(args: EventArgs<object>): Promise<void> {
    await this.record(args, ChangeAction.Delete);
  }

  private async record(args: EventArgs<object>, action: ChangeAction): Promise<void> {
    const settings = auditSettingsOf(args.meta.class);
    if (!settings || !args.changeSet) return;
    const base = {
      entity_type: settings.type,
      entity_id: this.primaryKey(args.changeSet),
      action,
      user_id: RequestContext.userId() ?? null,
    };
    const rows: LogRow[] =
      action === ChangeAction.Update
        ? this.changedFields(args.changeSet, settings.ignore).map((field) => {
            const redacted = settings.redact.includes(field);
            return {
              ...base,
              field,
              old_value: redacted ? REDACTED : text(args.changeSet?.originalEntity?.[field as never]),
              new_value: redacted ? REDACTED : text(args.changeSet?.payload[field as never]),
            };
          })
        : [{ ...base, field: null, old_value: null, new_value: null }];
    if (rows.length > 0) await this.insert(args.em, rows);
  }

  private primaryKey(changeSet: ChangeSet<object>): string {
    return text(changeSet.getPrimaryKey()) ?? '';
  }

  private changedFields(changeSet: ChangeSet<object>, ignore: string[]): string[] {
    if (changeSet.type !== ChangeSetType.UPDATE) return [];
    return Object.keys(changeSet.payload).filter((field) => !ignore.includes(field));
  }

  private async insert(em: EntityManager, rows: LogRow[]): Promise<void> {
    const columns = Object.keys(rows[0]) as (keyof LogRow)[];
    const placeholders = rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await em.getConnection().execute(
      `insert into change_log (${columns.join(', ')}) values ${placeholders}`,
      rows.flatMap((row) => columns.map((column) => row[column])),
      'run',
      em.getTransactionContext(),
    );
  }
}
