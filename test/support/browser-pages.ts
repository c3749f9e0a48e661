import { type Page } from 'playwright-core';

/** How wide the page's document is against its window: wider means the page scrolls sideways. */
export const pageWidths = (page: Page): Promise<{ scrollWidth: number; innerWidth: number }> =>
  page.evaluate('({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })');

/** Every error the page logs or throws from now on, each with the address it happened at. */
export const recordConsoleErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
};

/** How many requests the page has made to `path` (ignoring the query) from now on. */
export const countRequests = (page: Page, path: string): (() => number) => {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
};

/** A page of the app, loaded: the app has replaced the loading state and stopped asking the server. */
export const openPage = async (page: Page, url: string): Promise<void> => {
  await page.goto(url);
  await page.locator('#app > .app-loading').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
};

/**
 * The concrete addresses of route patterns (`/courses/:family`), one per sample value of each parameter.
 * A parameter without samples fails loudly, so a new page with a new parameter is not skipped silently.
 */
export const concretePaths = (
  patterns: readonly string[],
  samples: Readonly<Record<string, readonly string[]>>,
): string[] =>
  patterns.flatMap((pattern) => {
    const parameter = /:([A-Za-z]+)/.exec(pattern)?.[1];
    if (!parameter) return [pattern];
    const values = samples[parameter];
    if (!values?.length) throw new Error(`No sample value for :${parameter} in ${pattern}`);
    return concretePaths(
      values.map((value) => pattern.replace(`:${parameter}`, encodeURIComponent(value))),
      samples,
    );
  });
