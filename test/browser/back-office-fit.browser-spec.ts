import { randomBytes } from 'node:crypto';
import { type Page } from 'playwright-core';
import { Role } from '@app/core';
import { TEST_PASSWORD, type TestClient, eventWithSeats, participantInput, publishedEvent } from '@app/test';
import { BrowserHarness, describeInBrowser } from '@app/test/browser';
import { openPage, pageWidths, recordConsoleErrors } from '@app/test/browser-pages';

const LAPTOP = { width: 1366, height: 900 };
/** "10 Dec 2026, 2:30 pm": the one way the screens write a time. */
const SINGAPORE_DATE_TIME =
  /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{1,2}:\d{2} [ap]m$/;

/** How far each table of the page would scroll sideways (0: it fits). */
const tableOverflows = (page: Page): Promise<number[]> =>
  page.evaluate(
    `[...document.querySelectorAll('.ant-table-content, .ant-table-body')].map((table) => table.scrollWidth - table.clientWidth)`,
  );

describeInBrowser('the back office fits its users and its screen', () => {
  let harness: BrowserHarness;
  let baseUrl: string;
  let staffApi: TestClient;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
    const staff = await harness.ctx.newUser(Role.Staff);
    staffApi = await (await harness.ctx.client()).signIn(staff.email, TEST_PASSWORD);
  });

  afterAll(() => harness?.stop());

  const menuItems = (page: Page) => page.getByTestId('admin-menu').getByRole('menuitem').allInnerTexts();

  it('offers a trainer their own events and sessions, never the list of everyone’s events', () =>
    harness.journey('trainer-my-events', async (page) => {
      const errors = recordConsoleErrors(page);
      const trainer = await harness.ctx.newUser(Role.Trainer);
      const inThreeDays = 3 * 24 * 60;
      const own = await eventWithSeats(harness.ctx, staffApi, {
        seats: 1,
        trainerUserId: trainer.id,
        sessions: [{ starts: inThreeDays, ends: inThreeDays + 180 }],
      });
      const others = await publishedEvent(staffApi);

      await harness.signIn(page, Role.Trainer, trainer);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').waitFor();
      const items = await menuItems(page);
      expect(items).toEqual(expect.arrayContaining(['Dashboard', 'My events', 'Attendance']));
      expect(items).not.toContain('Events');

      await page.getByTestId('admin-menu').getByText('My events').click();
      await page.waitForURL(`${baseUrl}/admin/my-events`);
      const list = page.getByTestId('my-events-list');
      await list.getByRole('link', { name: own.title }).waitFor();
      expect(await list.innerText()).not.toContain(others.title);
      await list.getByRole('link', { name: own.title }).click();
      await page.getByTestId('attendance-summary').waitFor();
      expect(await page.getByTestId('attendance-event').innerText()).toContain(own.title);

      // Typed in, the list of everyone's events explains itself instead of failing its requests.
      await openPage(page, `${baseUrl}/admin/catalog/events`);
      await page.getByTestId('page-forbidden').waitFor();
      expect(errors).toEqual([]);
    }));

  it('fits the scanning screen into a 390 px phone', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      const facilitator = await harness.ctx.newUser(Role.Facilitator);
      const event = await eventWithSeats(harness.ctx, staffApi, {
        seats: 2,
        facilitatorUserId: facilitator.id,
      });
      await harness.signIn(page, Role.Facilitator, facilitator);
      await page.waitForURL(`${baseUrl}/admin`);
      await openPage(
        page,
        `${baseUrl}/admin/attendance/scan/${event.sessionIds[0]}?eventId=${event.eventId}`,
      );
      await page.getByTestId('scan-code').waitFor();
      const { scrollWidth, innerWidth } = await pageWidths(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    } finally {
      await context.close();
    }
  });

  it('offers a facilitator their own events too', () =>
    harness.journey('facilitator-my-events', async (page) => {
      await harness.signIn(page, Role.Facilitator);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').waitFor();
      const items = await menuItems(page);
      expect(items).toContain('My events');
      expect(items).not.toContain('Events');
    }));

  it('fits the registrations list into a 1366 px screen, with every date written one way', async () => {
    const context = await harness.browser.newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    try {
      const { eventId } = await publishedEvent(staffApi, {
        title: `Advanced Negotiation, Marketing and Closing Techniques for Condominium Resales ${randomBytes(3).toString('hex')}`,
      });
      for (let index = 0; index < 3; index++) {
        await (
          await harness.ctx.client()
        )
          .post('/registration/create', {
            items: [
              {
                eventId,
                participant: participantInput({
                  firstName: 'Muhammad Hafiz Bin Abdul Rahman',
                  lastName: `Tan Wei Ming Alexander ${index}`,
                  email: `muhammad.hafiz.abdul.rahman.${randomBytes(4).toString('hex')}@example-agency.com.sg`,
                }),
              },
            ],
            paymentMethod: 'paynow',
            idempotencyKey: randomBytes(12).toString('hex'),
          })
          .expect(201);
      }
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await openPage(page, `${baseUrl}/admin/registrations`);
      const list = page.getByTestId('registration-list');
      await list.locator('.ant-table-row').first().waitFor();

      const { scrollWidth, innerWidth } = await pageWidths(page);
      expect(innerWidth).toBe(LAPTOP.width);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      const overflows = await tableOverflows(page);
      expect(overflows.length).toBeGreaterThan(0);
      expect(overflows.every((overflow) => overflow <= 0)).toBe(true);

      const registered = await list.getByTestId('registered-at').allInnerTexts();
      expect(registered.length).toBeGreaterThan(0);
      for (const text of registered) expect(text).toMatch(SINGAPORE_DATE_TIME);
    } finally {
      await context.close();
    }
  });
});
