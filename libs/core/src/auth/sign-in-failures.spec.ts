import { loadConfig } from '../config/app-config';
import { SignInFailures } from './sign-in-failures';

describe('SignInFailures without Redis', () => {
  const config = loadConfig({
    SESSION_SECRET: 'unit',
    LOGIN_ADDRESS_FAILURE_LIMIT: '3',
    LOGIN_ADDRESS_WINDOW_SECONDS: '60',
  });

  afterEach(() => jest.useRealTimers());

  it('refuses an address once its failures reach the limit, until the window has passed', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T09:00:00+08:00') });
    const failures = new SignInFailures(config);
    for (let failure = 0; failure < 3; failure++) {
      await failures.assertAllowed('203.0.113.7');
      await failures.record('203.0.113.7');
    }
    await expect(failures.assertAllowed('203.0.113.7')).rejects.toMatchObject({ status: 429 });
    await expect(failures.assertAllowed('198.51.100.9')).resolves.toBeUndefined();
    jest.setSystemTime(new Date('2026-03-02T09:01:01+08:00'));
    await expect(failures.assertAllowed('203.0.113.7')).resolves.toBeUndefined();
  });
});
