import 'reflect-metadata';
import { Role, loadConfig } from '@app/core';
import { createApiApp } from '@app/api/create-api-app';
import { BenchSession, createUser } from './harness';
import { type AddressInfo } from 'node:net';
import { Client } from 'pg';
const proto = Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
const orig = proto.query;
proto.query = function (this: unknown, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = typeof first === 'string' ? first : first?.text ?? '';
  const t = Date.now();
  const r = orig.apply(this, args) as Promise<unknown>;
  if (r && typeof (r as Promise<unknown>).then === 'function' && process.env.SHOW_SQL)
    void r.then(() => { const ms = Date.now() - t; if (ms > 20) console.log(`  ${ms} ms: ${text.replace(/\s+/g, ' ').slice(0, 900)}`); }, () => undefined);
  return r;
};
void (async () => {
  const c = loadConfig({ ...process.env, DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/tp_bench_large', SESSION_SECRET: 'bench', LOG_LEVEL: 'error' });
  const app = await createApiApp(c);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer() as { address(): AddressInfo }).address().port}`;
  const email = `dbg-${Date.now()}@example.com`;
  await createUser(app, email, 'Bench-Password-1', Role.Administrator);
  const s = await (await BenchSession.open(base)).signIn(email, 'Bench-Password-1');
  for (const path of process.argv.slice(2)) {
    const t = Date.now();
    const r = await s.request('GET', path);
    const body = await r.text();
    console.log(path, r.status, Date.now() - t, 'ms', body.slice(0, 300));
  }
  await app.close();
})();
