import { type AppConfig } from '../config/app-config';
import { SettingsCache, settingsChanged } from './settings-cache';

describe('SettingsCache.getMany', () => {
  const cache = new SettingsCache({ queuePrefix: 'spec' } as AppConfig);
  const loads: number[][] = [];
  const records = new Map([
    [1, { id: 1, title: 'One' }],
    [2, { id: 2, title: 'Two' }],
  ]);
  const load = (ids: number[]) => {
    loads.push(ids);
    return Promise.resolve(
      new Map(ids.flatMap((id) => (records.has(id) ? [[id, records.get(id)!] as const] : []))),
    );
  };

  afterEach(() => {
    loads.length = 0;
    cache.onModuleDestroy();
  });

  it('loads the records not kept in one call, and none of those it keeps', async () => {
    expect([...(await cache.getMany('event', [1], ['Event'], load)).keys()]).toEqual([1]);
    const both = await cache.getMany('event', [2, 1, 2], ['Event'], load);
    expect([both.get(1)?.title, both.get(2)?.title, both.size]).toEqual(['One', 'Two', 2]);
    expect(loads).toEqual([[1], [2]]);
  });

  it('answers an id the loader did not find as absent, and does not keep it', async () => {
    expect((await cache.getMany('event', [1, 99], ['Event'], load)).has(99)).toBe(false);
    await cache.getMany('event', [1, 99], ['Event'], load);
    expect(loads).toEqual([[1, 99], [99]]);
  });

  it('loads again once one of its sources changed', async () => {
    await cache.getMany('event', [1], ['Event'], load);
    settingsChanged(['Course']);
    await cache.getMany('event', [1], ['Event'], load);
    settingsChanged(['Event']);
    await cache.getMany('event', [1], ['Event'], load);
    expect(loads).toEqual([[1], [1]]);
  });

  it('fails with its loader, keeping nothing', async () => {
    const failing = () => Promise.reject(new Error('database down'));
    await expect(cache.getMany('event', [1], ['Event'], failing)).rejects.toThrow('database down');
    await cache.getMany('event', [1], ['Event'], load);
    expect(loads).toEqual([[1]]);
  });
});
