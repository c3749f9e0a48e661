import { existsSync, mkdirSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { type Role, type User } from '@app/core';
import { TEST_PASSWORD, TestContext } from './test-context';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser journeys need Debian's Chromium. In CI its absence is a failure; on a developer's machine
 * without it they are reported as skipped, with the command that installs it.
 */
export const describeInBrowser = (title: string, body: () => void): void => {
  if (existsSync(CHROMIUM) || process.env.CI === 'true') {
    describe(title, body);
    return;
  }
  process.stderr.write(`\n${CHROMIUM} not found: browser journeys skipped (apt-get install -y chromium)\n`);
  describe.skip(title, body);
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });

/** Keeps a screenshot of the page when a journey fails, for whoever reads the CI log. */
export const screenshotOnFailure = async (
  page: Page,
  name: string,
  run: () => Promise<void>,
): Promise<void> => {
  try {
    await run();
  } catch (error) {
    const directory = join(__dirname, '..', '..', 'test-results', 'screenshots');
    mkdirSync(directory, { recursive: true });
    await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true }).catch(() => undefined);
    throw error;
  }
};

/** A running api with the built web app, a browser, and journeys that each get a fresh browser context. */
export class BrowserHarness {
  private constructor(
    readonly ctx: TestContext,
    readonly browser: Browser,
    readonly baseUrl: string,
  ) {}

  /** `env` configures the app as its environment would (e.g. payment providers pointed at fakes). */
  static async start(env: Record<string, string | undefined> = {}): Promise<BrowserHarness> {
    const ctx = await TestContext.create(env);
    await ctx.app.listen(0, '127.0.0.1');
    const baseUrl = `http://127.0.0.1:${(ctx.server.address() as AddressInfo).port}`;
    return new BrowserHarness(ctx, await launchBrowser(), baseUrl);
  }

  async journey(name: string, steps: (page: Page) => Promise<void>): Promise<void> {
    const context = await this.browser.newContext();
    const page = await context.newPage();
    try {
      await screenshotOnFailure(page, name, () => steps(page));
    } finally {
      await context.close();
    }
  }

  /** Signs in through the login page as a user of the role (or the given user) and returns it. */
  async signIn(page: Page, role: Role, user?: User): Promise<User> {
    const account = user ?? (await this.ctx.newUser(role));
    await page.goto(`${this.baseUrl}/login`);
    await page.fill('#email', account.email);
    await page.fill('#password', TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    return account;
  }

  async stop(): Promise<void> {
    await this.browser.close();
    await this.ctx.close();
  }
}
