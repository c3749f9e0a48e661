import { redisOptions } from './redis-options';

describe('redisOptions', () => {
  it('reads host, port, credentials and database from a URL', () => {
    expect(redisOptions('redis://user:p%40ss@cache.internal:6380/2')).toMatchObject({
      host: 'cache.internal',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 2,
      tls: undefined,
      maxRetriesPerRequest: null,
    });
  });

  it('defaults the port and database and turns on TLS for rediss://', () => {
    expect(redisOptions('rediss://cache')).toMatchObject({ port: 6379, db: 0, tls: {} });
  });
});
