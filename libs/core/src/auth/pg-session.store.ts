import { type MikroORM } from '@mikro-orm/core';
import { type Request } from 'express';
import { type Session, Store, type SessionData } from 'express-session';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** When each loaded session's row expires, so a touch can tell whether the row needs writing. */
const storedExpiry = new WeakMap<object, number>();

/**
 * express-session store on the app's own database connection pool, so sessions survive restarts,
 * work across api replicas, and need no second pool (the embedded database allows only one).
 */
export class PgSessionStore extends Store {
  /**
   * @param refreshSeconds a session's row is pushed back only when that much of its idle time has
   * passed, not on every request: at most one write per session every few minutes, and an idle
   * timeout that ends between `ttl - refresh` and `ttl` after the last request.
   */
  constructor(
    private readonly orm: MikroORM,
    private readonly ttlSeconds: number,
    private readonly refreshSeconds = Math.min(300, ttlSeconds / 10),
  ) {
    super();
  }

  private run<T>(work: Promise<T>, callback?: Callback<T>): void {
    work.then(
      (value) => callback?.(undefined, value),
      (error: unknown) => callback?.(error),
    );
  }

  private execute<T = Record<string, unknown>[]>(sql: string, params: unknown[]): Promise<T> {
    return this.orm.em.getConnection().execute(sql, params) as Promise<T>;
  }

  private expiry(session: SessionData): Date {
    const cookieExpiry = session.cookie?.expires ? new Date(session.cookie.expires) : undefined;
    return cookieExpiry ?? new Date(Date.now() + this.ttlSeconds * 1000);
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.run(
      this.execute<{ sess: SessionData; expires_at: string }[]>(
        'select sess, expires_at from http_session where sid = ? and expires_at > now()',
        [sid],
      ).then((rows) => {
        if (!rows[0]) return null;
        // The row's expiry, not the cookie's as last saved: a touch moves only the row.
        const { sess, expires_at } = rows[0];
        return { ...sess, cookie: { ...sess.cookie, expires: new Date(expires_at) } };
      }),
      callback,
    );
  }

  override createSession(request: Request, data: SessionData): Session & SessionData {
    const expires = data.cookie.expires;
    const session = super.createSession(request, data);
    if (expires) storedExpiry.set(session, new Date(expires).getTime());
    return session;
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.run(
      this.execute(
        `insert into http_session (sid, sess, expires_at) values (?, ?, ?)
         on conflict (sid) do update set sess = excluded.sess, expires_at = excluded.expires_at`,
        [sid, JSON.stringify(session), this.expiry(session)],
      ).then(() => undefined),
      callback,
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.run(
      this.execute('delete from http_session where sid = ?', [sid]).then(() => undefined),
      callback,
    );
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    const stored = storedExpiry.get(session);
    if (stored !== undefined && this.expiry(session).getTime() - stored < this.refreshSeconds * 1000) {
      callback?.();
      return;
    }
    this.run(
      this.execute('update http_session set expires_at = ? where sid = ?', [this.expiry(session), sid]).then(
        () => undefined,
      ),
      callback,
    );
  }
}

/** Removes sessions past their expiry; run on a schedule. */
export const purgeExpiredSessions = async (orm: MikroORM): Promise<number> => {
  const result = (await orm.em
    .getConnection()
    .execute('delete from http_session where expires_at <= now()', [], 'run')) as { affectedRows: number };
  return result.affectedRows;
};
