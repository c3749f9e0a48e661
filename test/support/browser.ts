import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';

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
