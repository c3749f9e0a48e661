import { randomBytes } from 'node:crypto';
import { type Page } from 'playwright-core';
import { Role } from '@app/core';
import {
  TEST_PASSWORD,
  type TestClient,
  daytimeSession,
  lookupIds,
  publishedEvent,
  uniqueNric,
} from '@app/test';
import { pageWidths } from '@app/test/browser-pages';
import { BrowserHarness, describeInBrowser, wholeText } from '@app/test/browser';

describeInBrowser('the public registration journey', () => {
  let harness: BrowserHarness;
  let baseUrl: string;
  let event: { eventId: number; title: string };
  let staffApi: TestClient;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
    const staff = await harness.ctx.newUser(Role.Staff);
    staffApi = await (await harness.ctx.client()).signIn(staff.email, TEST_PASSWORD);
    event = await publishedEvent(staffApi, { capacity: 30, feeCents: 10_900, sessions: [daytimeSession()] });
  });

  afterAll(() => harness?.stop());

  const eventCard = (page: Page, eventId: number) =>
    page.locator(`[data-testid="public-event"][data-event-id="${eventId}"]`).first();

  const fieldError = (page: Page, text: string) =>
    page.locator('.ant-form-item-explain-error', { hasText: text }).waitFor();

  it('takes a visitor from choosing a class to paying by PayNow and the thank-you page, paid once staff confirm the transfer', () =>
    harness.journey('registration-paynow', async (page) => {
      const email = `mei-${randomBytes(4).toString('hex')}@example.com`;

      await page.goto(`${baseUrl}/registration`);
      await page.waitForURL(`${baseUrl}/registration/step/1`);
      await page.getByTestId('registration-step-1').waitFor();
      expect(await page.title()).toMatch(/^Registration \|/);

      // Step 1: the event from the public list, into the cart; a reload keeps it.
      const card = eventCard(page, event.eventId);
      await card.waitFor();
      expect(await card.getByTestId('event-fee').innerText()).toBe('S$109.00');
      expect(await card.getByTestId('seats-left').innerText()).toBe('30 seats left');
      await card.getByTestId('add-to-cart-button').click();
      await card.getByTestId('in-cart').waitFor();
      await page
        .getByTestId('cart-panel')
        .getByTestId('cart-item')
        .filter({ hasText: event.title })
        .waitFor();
      await page.getByTestId('cart-link').filter({ hasText: '1' }).waitFor();
      await page.reload();
      await page
        .getByTestId('cart-panel')
        .getByTestId('cart-item')
        .filter({ hasText: event.title })
        .waitFor();
      expect(await page.getByTestId('cart-panel').getByTestId('cart-item').count()).toBe(1);
      await page.getByTestId('continue-button').click();

      // Step 2: the participant's details, checked by the server on continue.
      await page.waitForURL(`${baseUrl}/registration/step/2`);
      await page.getByTestId('participant-card').filter({ hasText: event.title }).waitFor();
      await page.fill('#participant-0_firstName', 'Mei Ling');
      await page.fill('#participant-0_lastName', 'Tan');
      await page.fill('#participant-0_email', email);
      await page.fill('#participant-0_mobileNo', '91234567');
      await page.fill('#participant-0_nric', 'S1234567A');
      await page.getByTestId('continue-button').click();
      await fieldError(page, 'NRIC/FIN must be a valid NRIC or FIN number');
      await page.getByTestId('form-error').waitFor();
      expect(new URL(page.url()).pathname).toBe('/registration/step/2');
      await page.fill('#participant-0_nric', uniqueNric());
      await page.getByTestId('continue-button').click();

      // Step 3: the server's price, then PayNow.
      await page.waitForURL(`${baseUrl}/registration/step/3`);
      const review = page.getByTestId('review');
      await review.getByTestId('quote-total').filter({ hasText: 'S$109.00' }).waitFor();
      expect(await review.getByTestId('quote-lines').innerText()).toContain('Mei Ling Tan');
      expect(await review.getByTestId('quote-gst').innerText()).toMatch(
        /^Includes GST of S\$\d+\.\d{2} \(\d+%\)$/,
      );
      await page.getByRole('radio', { name: /^PayNow/ }).check();
      const pay = page.getByTestId('pay-button');
      expect(await pay.innerText()).toContain('Pay S$109.00');
      // A double click still makes one registration: the page keeps one idempotency key per visit.
      await pay.dblclick();

      const paynow = page.getByTestId('paynow-panel');
      await paynow.getByTestId('paynow-qr').waitFor();
      const regNo = (await page.getByTestId('registration-recorded').innerText()).match(
        /REG-\d{4}-\d{6}/,
      )?.[0];
      expect(regNo).toBeDefined();
      expect(await paynow.getByTestId('paynow-reference').innerText()).toBe(regNo);
      // The time to pay by is the time the seats are held until (a day by default), and the same everywhere.
      const payBy = await paynow.getByTestId('paynow-pay-by').innerText();
      expect(payBy).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
      expect(await page.getByTestId('registration-recorded').innerText()).toContain(`held until ${payBy}`);
      expect(await paynow.getByTestId('paynow-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await paynow.getByTestId('paynow-confirmation-note').innerText()).toContain(
        'Our staff will confirm your transfer',
      );
      // The registration holds the seat now, and the cart is empty.
      await page.getByTestId('cart-link').filter({ hasNotText: '1' }).waitFor();

      await paynow.getByTestId('paynow-done').click();
      await page.waitForURL(/\/registration\/thank-you\?id=\d+$/);
      const thankYou = page.getByTestId('thank-you');
      await thankYou.waitFor();
      expect(await thankYou.getByTestId('thank-you-reg-no').innerText()).toBe(regNo);
      expect(await thankYou.getByTestId('reg-no').innerText()).toBe(regNo);
      expect(await thankYou.getByTestId('payment-status').innerText()).toBe('Awaiting payment');
      await thankYou.getByTestId('paynow-panel').getByTestId('paynow-qr').waitFor();

      const [{ count }] = (await harness.ctx.orm.em
        .fork()
        .getConnection()
        .execute('select count(*)::int as count from registration where reg_no = ?', [regNo])) as {
        count: number;
      }[];
      expect(count).toBe(1);
      const seats = await (await harness.ctx.client()).get(`/event/${event.eventId}/get`).expect(200);
      expect(seats.body.seatsLeft).toBe(29);

      // Staff match the transfer against the bank's record (through the API here), and the visitor's
      // thank-you page, reloaded, shows the registration paid and confirmed.
      await staffApi
        .post('/payment/paynow/verify', {
          reg_no: regNo,
          bankReference: 'DBS-20261201-7731',
          amountCents: 10_900,
        })
        .expect(200);
      await page.reload();
      await thankYou
        .getByTestId('payment-status')
        .filter({ hasText: wholeText('Paid') })
        .waitFor();
      expect(await thankYou.getByTestId('registration-status').innerText()).toBe('Registered');
      expect(await thankYou.getByTestId('thank-you-reg-no').innerText()).toBe(regNo);
      expect(await thankYou.innerText()).toContain('Your registration is confirmed');
      expect(await thankYou.getByTestId('paynow-panel').count()).toBe(0);
    }));

  it('lists a family’s classes on its course page, with the registration count and a Register button', () =>
    harness.journey('registration-course-page', async (page) => {
      await page.goto(`${baseUrl}/courses/other-trainings`);
      await page.getByTestId('course-family-page').waitFor();
      const card = eventCard(page, event.eventId);
      await card.waitFor();
      expect(await card.getByTestId('event-sessions').innerText()).toMatch(
        /\d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m/,
      );

      await card.getByTestId('registration-count-button').click();
      await page
        .getByTestId('registration-count')
        .filter({ hasText: /^\d+ registered, \d+ seats left$/ })
        .waitFor();

      await card.getByTestId('register-button').click();
      await page.waitForURL(`${baseUrl}/registration/step/1?eventId=${event.eventId}`);
      const chosen = page.getByTestId('chosen-event');
      await chosen.filter({ hasText: event.title }).waitFor();
      // Register put the class in the cart: nothing more to click before continuing, and a reload adds no
      // second seat.
      await chosen.getByTestId('in-cart').waitFor();
      const cartItems = page.getByTestId('cart-panel').getByTestId('cart-item');
      await cartItems.filter({ hasText: event.title }).waitFor();
      await page.reload();
      await chosen.getByTestId('in-cart').waitFor();
      expect(await cartItems.count()).toBe(1);
      expect(await page.getByTestId('continue-button').isEnabled()).toBe(true);
      await page.getByTestId('continue-button').click();
      await page.waitForURL(`${baseUrl}/registration/step/2`);
      await page.getByTestId('participant-card').filter({ hasText: event.title }).waitFor();

      await page.goto(`${baseUrl}/courses/no-such-family`);
      await page.getByText('Page not found').first().waitFor();
    }));

  it('filters the RES revision classes by paper on a phone and carries the chosen paper into the steps', () =>
    harness.journey(
      'registration-res-revision-paper',
      async (page) => {
        const [kinds, papers] = await Promise.all([
          lookupIds(staffApi, 'restypes'),
          lookupIds(staffApi, 'respapers'),
        ]);
        const revision = (paper: string) =>
          publishedEvent(staffApi, {
            typeCode: '10',
            title: `RES Revision ${randomBytes(3).toString('hex')}`,
            course: { resTypeId: kinds.REVISION },
            resPaperId: papers[paper],
          });
        const paper1 = await revision('P1');
        const paper2 = await revision('P2');

        await page.goto(`${baseUrl}/courses/res-revision`);
        await page.getByTestId('course-family-page').waitFor();
        await eventCard(page, paper1.eventId).waitFor();
        await eventCard(page, paper2.eventId)
          .getByTestId('res-paper')
          .filter({ hasText: 'Revision · Paper 2' })
          .waitFor();
        const { scrollWidth, innerWidth } = await pageWidths(page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

        // Paper 2 only: the choice is kept in the address.
        await page.getByTestId('res-paper-filter').getByText('Paper 2', { exact: true }).click();
        await eventCard(page, paper1.eventId).waitFor({ state: 'detached' });
        expect(new URL(page.url()).searchParams.get('paper')).toBe(String(papers.P2));
        await page.reload();
        await eventCard(page, paper2.eventId).waitFor();
        expect(await eventCard(page, paper1.eventId).count()).toBe(0);

        // Registering for it names the paper in the cart and on step 2.
        await eventCard(page, paper2.eventId).getByTestId('register-button').click();
        await page.waitForURL(`${baseUrl}/registration/step/1?eventId=${paper2.eventId}`);
        await page
          .getByTestId('cart-panel')
          .getByTestId('cart-item')
          .filter({ hasText: `${paper2.title} (Revision · Paper 2)` })
          .waitFor();
        // Step 1 offers the same paper filter beside the family, still within the phone's width.
        await page.getByTestId('family-filter').click();
        await page.locator('.ant-select-item-option').filter({ hasText: 'RES revision' }).click();
        await page.getByTestId('res-paper-filter').waitFor();
        const stepOne = await pageWidths(page);
        expect(stepOne.scrollWidth).toBeLessThanOrEqual(stepOne.innerWidth);
        await page.getByTestId('continue-button').click();
        await page.waitForURL(`${baseUrl}/registration/step/2`);
        await page.getByTestId('participant-card').filter({ hasText: 'Revision · Paper 2' }).waitFor();
      },
      { width: 390, height: 844 },
    ));
});
