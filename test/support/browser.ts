import { existsSync, mkdirSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, type Locator, type Page, type Response, chromium } from 'playwright-core';
import { currentTime, type Role, TEST_CLOCK_VARIABLE, type User } from '@app/core';
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

/**
 * `BROWSER_CPU_SLOWDOWN=4` runs every page four times slower (Chromium's CPU throttling), as on a busy CI
 * machine: a journey that waits on time or on a page still changing fails here first.
 */
const slowDown = async (page: Page): Promise<void> => {
  const rate = Number(process.env.BROWSER_CPU_SLOWDOWN ?? 1);
  if (!(rate > 1)) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
};

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

  /** `viewport`: the screen size the journey is taken at (a back-office screen's 1366 px). */
  async journey(
    name: string,
    steps: (page: Page) => Promise<void>,
    viewport?: { width: number; height: number },
  ): Promise<void> {
    const context = await this.browser.newContext(viewport ? { viewport } : {});
    // The page reads the same business clock as the api when a run is set to another instant.
    if (process.env[TEST_CLOCK_VARIABLE]) await context.clock.install({ time: currentTime() });
    const page = await context.newPage();
    await slowDown(page);
    try {
      await screenshotOnFailure(page, name, () => steps(page));
    } finally {
      await context.close();
    }
  }

  /**
   * Signs in through the login page as a user of the role (or the given user) and returns it, once the
   * server has accepted the password. The page's own "who is signed in" request is answered first: had its
   * anonymous answer come after the sign-in's, the app would take the user for signed out again.
   */
  async signIn(page: Page, role: Role, user?: User): Promise<User> {
    const account = user ?? (await this.ctx.newUser(role));
    await afterResponse(page, { method: 'GET', path: '/me' }, () => page.goto(`${this.baseUrl}/login`));
    await page.fill('#email', account.email);
    await page.fill('#password', TEST_PASSWORD);
    const answer = await afterResponse(page, { method: 'POST', path: '/login' }, () =>
      page.getByRole('button', { name: 'Sign in' }).click(),
    );
    if (!answer.ok()) throw new Error(`Signing in as ${account.email} was refused: ${answer.status()}`);
    return account;
  }

  async stop(): Promise<void> {
    await this.browser.close();
    await this.ctx.close();
  }
}

/** A string matched as the whole text (trimmed), as a RegExp; Playwright's own string match is any part, in any case. */
export const wholeText = (text: string | RegExp): RegExp =>
  typeof text === 'string' ? new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) : text;

/** The request a step waits for: its method, its path, and query parameters it must carry. */
export interface RequestMatch {
  method?: string;
  path?: string | RegExp;
  query?: Record<string, string>;
}

const matches = (response: Response, { method, path, query = {} }: RequestMatch): boolean => {
  const url = new URL(response.url());
  return (
    (method === undefined || response.request().method() === method) &&
    (path === undefined || (typeof path === 'string' ? url.pathname === path : path.test(url.pathname))) &&
    Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value)
  );
};

/**
 * Runs `action` and waits for the answer to the request it makes, so the next step sees the page that answer
 * produced (a list after its filter, a form after its save) instead of the one still on screen. The request
 * must be new: RTK Query answers a query it already holds from its cache, without asking the server.
 */
export async function afterResponse(
  page: Page,
  request: RequestMatch,
  action: () => Promise<unknown>,
): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => matches(candidate, request)),
    action(),
  ]);
  return response;
}

/** Waits until a table (or anything holding one) has no spinner: what it shows is the last answer's. */
export const loaded = (container: Locator): Promise<void> =>
  container.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });

/**
 * Runs `action` and waits for the message toast it raises (`text` whole, or a RegExp). Toasts stack and
 * vanish after a few seconds, so the page records each toast added after this starts as it appears: one
 * already showing never counts (an earlier "Saved" is not this save's), and a toast that came and went
 * while the machine was busy still does. A failure names the toasts that did appear.
 */
export async function noticeAfter(
  page: Page,
  text: string | RegExp,
  action: () => Promise<unknown>,
): Promise<void> {
  const pattern = wholeText(text);
  const watch = await page.evaluateHandle(() => {
    const notices = () => Array.from(document.querySelectorAll('.ant-message-notice'));
    const before = new WeakSet(notices());
    // The elements themselves: a toast removed from the page still has its text.
    const added = new Set<Element>();
    const observer = new MutationObserver(() => {
      for (const notice of notices()) if (!before.has(notice)) added.add(notice);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return { added, observer };
  });
  try {
    await action();
    await page
      .waitForFunction(
        ({ watch: { added }, source, flags }) =>
          [...added].some((notice) => new RegExp(source, flags).test(notice.textContent ?? '')),
        { watch, source: pattern.source, flags: pattern.flags },
      )
      .catch(async (error: unknown) => {
        const shown = await watch.evaluate(({ added }) => [...added].map((notice) => notice.textContent));
        const message = `No toast ${String(pattern)} after the action; toasts shown: ${JSON.stringify(shown)}`;
        throw new Error(message, { cause: error });
      });
  } finally {
    await watch.evaluate(({ observer }) => observer.disconnect()).catch(() => undefined);
  }
}

export interface ChooseOptions {
  /** Typed into a searchable select before choosing. */
  search?: string;
  /** The options come from the server as one types: wait for its answer to `search` before choosing. */
  fromServer?: boolean;
}

/**
 * Chooses an option of an antd Select (the one whose input has this id, or the select itself) and waits
 * until the select shows it. The dropdown is the one holding that select's own list, never "the open one",
 * so a dropdown of another select still animating out is never used; `option` must match exactly one
 * option (a click on a locator matching two fails). A single select is closed again before this returns.
 */
export async function chooseOption(
  page: Page,
  select: string | Locator,
  option: string | RegExp,
  choose: ChooseOptions = {},
): Promise<void> {
  // On a loaded machine a late re-render (data arriving for the form) can swallow the click on
  // an option while the list animates in; the choice is then made again, as a user would.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await chooseOptionOnce(page, select, option, choose, attempt < 3 ? 10_000 : undefined);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

async function chooseOptionOnce(
  page: Page,
  select: string | Locator,
  option: string | RegExp,
  { search, fromServer = false }: ChooseOptions,
  timeout: number | undefined,
): Promise<void> {
  const root =
    typeof select === 'string'
      ? page.locator('.ant-select').filter({ has: page.locator(`[id="${select}"]`) })
      : select;
  const input = root.locator('input[role="combobox"]');
  await root.click();
  const listId = await root
    .locator('input[role="combobox"][aria-expanded="true"]')
    .getAttribute('aria-controls', { timeout });
  if (!listId) throw new Error('The select opened without naming its list of options');
  if (search !== undefined) {
    await input.fill('');
    await (fromServer
      ? afterResponse(page, { query: { keyword: search } }, () => input.pressSequentially(search))
      : input.pressSequentially(search));
  }
  await page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${listId}"]`) })
    .locator('.ant-select-item-option')
    .filter({ hasText: option })
    .click({ timeout });
  await root.filter({ hasText: option }).waitFor({ timeout });
  if (!(await root.evaluate((element) => element.classList.contains('ant-select-multiple')))) {
    await root.locator('input[role="combobox"][aria-expanded="false"]').waitFor({ timeout });
  }
}
