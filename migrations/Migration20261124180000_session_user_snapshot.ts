import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions keep a snapshot of the signed-in user, so a request reads no account row. Whatever
 * changes an account (any service, a script, psql) must then reach its sessions: this trigger turns
 * the snapshot back into the bare user id, which the next request reloads from `app_user` (and an
 * account no longer active is signed out there). Deleting an account ends its sessions.
 */
export class Migration20261124180000_session_user_snapshot extends Migration {
  override up(): void {
    this.addSql(`create or replace function app_user_sessions_stale() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          delete from http_session
           where coalesce(sess -> 'passport' -> 'user' ->> 'id', sess -> 'passport' ->> 'user') = old.id::text;
          return old;
        end if;
        update http_session set sess = jsonb_set(sess, '{passport,user}', to_jsonb(new.id))
         where jsonb_typeof(sess -> 'passport' -> 'user') = 'object'
           and sess -> 'passport' -> 'user' ->> 'id' = new.id::text;
        return new;
      end $$;`);
    this.addSql(`create trigger app_user_sessions_stale
      after update of email, first_name, last_name, role_code, user_type, status on app_user
      for each row when (
        (old.email, old.first_name, old.last_name, old.role_code, old.user_type, old.status)
        is distinct from (new.email, new.first_name, new.last_name, new.role_code, new.user_type, new.status)
      )
      execute function app_user_sessions_stale();`);
    this.addSql(`create trigger app_user_sessions_deleted after delete on app_user
      for each row execute function app_user_sessions_stale();`);
  }

  override down(): void {
    this.addSql('drop trigger if exists app_user_sessions_deleted on app_user;');
    this.addSql('drop trigger if exists app_user_sessions_stale on app_user;');
    this.addSql('drop function if exists app_user_sessions_stale();');
  }
}
