import { randomBytes } from 'node:crypto';
import { type Page } from 'playwright-core';
import { Role } from '@app/core';
import {
  FakeStripe,
  TEST_PASSWORD,
  lookupIds,
  publishedEvent,
  uniqueCeaNo,
  uniqueMobile,
  uniqueNric,
} from '@app/test';
import { BrowserHarness, describeInBrowser, wholeText } from '@app/test/browser';

describeInBrowser('paying for a CPD course by card, and finding it in the profile', () => {
  // The app talks to this fake instead of Stripe; its `pk_test_fake` key gives the page the test card form.
  const stripe = new FakeStripe();
  let harness: BrowserHarness;
  let baseUrl: string;
  let event: { eventId: number; title: string };
  const feeCents = 21_800;

  beforeAll(async () => {
    await stripe.start();
    harness = await BrowserHarness.start({
      STRIPE_SECRET_KEY: 'sk_test_browser',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_browser',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_browser',
      STRIPE_API_URL: stripe.baseUrl,
    });
    baseUrl = harness.baseUrl;
    const staff = await harness.ctx.newUser(Role.Staff);
    const api = await (await harness.ctx.client()).signIn(staff.email, TEST_PASSWORD);
    const [cpdTypes, cpdCategories, cpdLevels] = await Promise.all(
      ['cpdtypes', 'cpdcategories', 'cpdlevels'].map((list) => lookupIds(api, list)),
    );
    // Course type 20 is CPD: its courses carry the CPD lookups, its participants a CEA number.
    event = await publishedEvent(api, {
      title: `Ethics in Real Estate Practice ${randomBytes(3).toString('hex')}`,
      typeCode: '20',
      course: {
        cpdTypeId: cpdTypes.PROFESSIONAL,
        cpdCategoryId: cpdCategories.C1,
        cpdLevelId: cpdLevels.L1,
        cpdHours: 3,
      },
      feeCents,
    });
  });

  afterAll(async () => {
    await harness?.stop();
    await stripe.stop();
  });

  const eventCard = (page: Page, eventId: number) =>
    page.locator(`[data-testid="public-event"][data-event-id="${eventId}"]`).first();

  it('signs a visitor up, takes the registration and card payment, and shows both in the profile', () =>
    harness.journey('card-payment-cpd', async (page) => {
      const email = `wei-${randomBytes(4).toString('hex')}@example.com`;
      const password = 'Copper-Kettle-Sunrise-42';
      const nric = uniqueNric();
      const ceaRegNo = uniqueCeaNo();

      // Sign up with the NRIC/FIN and CEA number a CPD registration needs, then sign in.
      await page.goto(`${baseUrl}/profile/create`);
      await page.getByTestId('profile-form').waitFor();
      await page.fill('#firstName', 'Wei Jie');
      await page.fill('#lastName', 'Lim');
      await page.fill('#email', email);
      await page.fill('#mobileNo', uniqueMobile());
      await page.fill('#nric', nric);
      await page.fill('#ceaRegNo', ceaRegNo);
      await page.fill('#password', password);
      await page.fill('#confirmPassword', password);
      await page.getByTestId('save-button').click();
      await page.waitForURL(`${baseUrl}/login`);
      // The sign-up form has a #password too: wait for the sign-in page before typing into it.
      await page.getByTestId('signed-up').waitFor();
      await page.fill('#password', password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseUrl}/profile`);
      await page.getByTestId('profile-view').waitFor();
      await page.getByTestId('my-classes').getByText('You have not registered for a class yet').waitFor();
      await page.getByTestId('my-payments').getByText('No payments yet').waitFor();

      // Step 1: the CPD class, from the public list.
      await page.goto(`${baseUrl}/registration`);
      await page.waitForURL(`${baseUrl}/registration/step/1`);
      const card = eventCard(page, event.eventId);
      await card.waitFor();
      expect(await card.getByTestId('event-fee').innerText()).toBe('S$218.00');
      await card.getByTestId('add-to-cart-button').click();
      await card.getByTestId('in-cart').waitFor();
      await page.getByTestId('continue-button').click();

      // Step 2: the participant is the signed-in visitor, filled in from the profile.
      await page.waitForURL(`${baseUrl}/registration/step/2`);
      await page.getByTestId('participant-card').filter({ hasText: event.title }).waitFor();
      expect(await page.inputValue('#participant-0_email')).toBe(email);
      expect(await page.inputValue('#participant-0_nric')).toBe(nric);
      expect(await page.inputValue('#participant-0_ceaRegNo')).toBe(ceaRegNo);
      await page.getByTestId('continue-button').click();

      // Step 3: the server's price, then the card.
      await page.waitForURL(`${baseUrl}/registration/step/3`);
      const review = page.getByTestId('review');
      await review.getByTestId('quote-total').filter({ hasText: 'S$218.00' }).waitFor();
      expect(await review.getByTestId('quote-lines').innerText()).toContain('Wei Jie Lim');
      await page.getByRole('radio', { name: /^Credit or debit card/ }).check();
      await page.getByTestId('pay-button').click();

      const recorded = page.getByTestId('registration-recorded');
      await recorded.waitFor();
      const regNo = (await recorded.innerText()).match(/REG-\d{4}-\d{6}/)?.[0];
      expect(regNo).toBeDefined();
      const registrationHref = await page
        .getByRole('link', { name: 'See your registration' })
        .getAttribute('href');
      const registrationId = Number(/\?id=(\d+)$/.exec(registrationHref ?? '')?.[1]);
      expect(registrationId).toBeGreaterThan(0);

      // The test card form shows once the server has made the payment intent; the payer "pays" it at the fake.
      const testCard = page.getByTestId('test-card-form');
      await testCard.waitFor();
      const intent = stripe.paymentIntents.find(
        (candidate) => candidate.metadata.registrationId === String(registrationId),
      );
      expect(intent).toMatchObject({ amount: feeCents, currency: 'sgd', status: 'requires_payment_method' });
      stripe.succeed(intent!.id);
      const pay = testCard.getByTestId('card-pay-test');
      expect(await pay.innerText()).toContain('Pay (test) S$218.00');
      await pay.click();

      // The card-success page reads the payment back from Stripe through the server.
      await page.waitForURL(`${baseUrl}/registration/card-success?id=${registrationId}`);
      const success = page.getByTestId('card-success');
      await success.getByTestId('card-paid').waitFor();
      expect(await success.getByTestId('card-success-reg-no').innerText()).toBe(regNo);
      expect(await success.getByTestId('reg-no').innerText()).toBe(regNo);
      expect(await success.getByTestId('payment-status').innerText()).toBe('Paid');
      expect(await success.getByTestId('registration-status').innerText()).toBe('Registered');

      // The profile lists the class, confirmed and paid, and the payment with its documents.
      await page.getByTestId('public-header').getByTestId('my-profile-link').click();
      await page.waitForURL(`${baseUrl}/profile`);
      const classRow = page.getByTestId('my-classes').locator('tr', { hasText: regNo! });
      await classRow.waitFor();
      expect(await classRow.getByTestId('class-title').innerText()).toBe(event.title);
      expect(await classRow.getByTestId('class-status').innerText()).toBe('Confirmed');
      expect(await classRow.getByTestId('class-payment').innerText()).toBe('Paid');
      expect(await classRow.innerText()).toContain('S$218.00');

      const paymentRow = page.getByTestId('my-payments').locator('tr', { hasText: regNo! });
      await paymentRow.waitFor();
      expect(await paymentRow.getByTestId('payment-amount').innerText()).toBe('S$218.00');
      expect(await paymentRow.innerText()).toContain('Credit or debit card');
      for (const [kind, numberPattern] of [
        ['invoice', /INV-\d{4}-\d{6}/],
        ['receipt', /RCT-\d{4}-\d{6}/],
      ] as const) {
        const link = paymentRow.getByTestId(`${kind}-link`);
        expect(await link.innerText()).toMatch(numberPattern);
        expect(await link.getAttribute('target')).toBe('_blank');
        const href = await link.getAttribute('href');
        expect(href).toMatch(new RegExp(`^/transactions/${kind}/\\d+/pdf$`));
        // The tab it opens is the PDF, served to the signed-in payer.
        const document = await page.request.get(`${baseUrl}${href}`);
        expect(document.status()).toBe(200);
        expect(document.headers()['content-type']).toBe('application/pdf');
        expect((await document.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }

      // The registration number leads back to the registration, paid.
      await classRow.getByTestId('class-reg-no').click();
      await page.waitForURL(`${baseUrl}/registration/thank-you?id=${registrationId}`);
      await page
        .getByTestId('thank-you')
        .getByTestId('payment-status')
        .filter({ hasText: wholeText('Paid') })
        .waitFor();
    }));
});
