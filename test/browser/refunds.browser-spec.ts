import { randomBytes } from 'node:crypto';
import { currentTime, Role, type User } from '@app/core';
import {
  FakeStripe,
  type TestClient,
  checkoutKey,
  participantInput,
  publishedEvent,
  signedUpParticipant,
} from '@app/test';
import { BrowserHarness, afterResponse, chooseOption, describeInBrowser } from '@app/test/browser';

const key = () => randomBytes(3).toString('hex');
const hours = (n: number) => new Date(currentTime().getTime() + n * 3_600_000).toISOString();

describeInBrowser('refunds and reschedules in the back office', () => {
  const stripe = new FakeStripe();
  let harness: BrowserHarness;
  let baseUrl: string;
  let staffApi: TestClient;

  beforeAll(async () => {
    await stripe.start();
    harness = await BrowserHarness.start({
      STRIPE_SECRET_KEY: 'sk_test_refund_screens',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_refund_screens',
      STRIPE_WEBHOOK_SECRET: 'whsec_refund_screens',
      STRIPE_API_URL: stripe.baseUrl,
      FINANCE_APPROVAL_THRESHOLD: '500',
    });
    baseUrl = harness.baseUrl;
    staffApi = await harness.ctx.signIn(Role.Staff);
  });

  afterAll(async () => {
    await harness?.stop();
    await stripe.stop();
  });

  it('staff refund half of a card-paid registration and the participant’s profile shows the credit note', async () => {
    const { eventId, title } = await publishedEvent(staffApi, {
      feeCents: 32_700,
      title: `Tenancy Law Update ${key()}`,
    });
    const participant = await signedUpParticipant(harness.ctx);
    const created = await participant.client
      .post('/registration/create', {
        items: [{ eventId, participant: participant.details }],
        paymentMethod: 'card',
        idempotencyKey: checkoutKey(),
      })
      .expect(201);
    const registration = created.body as { id: number; regNo: string };
    const started = await participant.client
      .post('/transactions/payment/stripe/create', { registrationId: registration.id })
      .expect(200);
    stripe.succeed(started.body.paymentIntentId as string);
    await participant.client.post('/payment/stripe/verify', { registrationId: registration.id }).expect(200);
    const [seat] = await harness.ctx.sql('select id from registration_event where registration_id = ?', [
      registration.id,
    ]);

    await harness.journey('refund-half-card', async (page) => {
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.goto(`${baseUrl}/admin/registrations/${registration.id}`);
      const card = page.getByTestId('seat-refunds-card');
      await card.getByText(title).first().waitFor();
      await card.getByTestId('seat-invoice-balance').filter({ hasText: 'S$0.00' }).waitFor();

      await card.getByTestId('partial-refund').click();
      // The modal's root wrapper has no box of its own: the dialog is found by its role and title.
      const dialog = page.getByRole('dialog', { name: /^Partial refund/ });
      await dialog.waitFor();
      await dialog.locator('#amount').fill('163.50');
      await dialog.locator('#reason').fill('Can attend only the first day');
      expect(await dialog.getByRole('radio', { name: 'Card (Stripe)' }).isChecked()).toBe(true);
      const consequences = dialog.getByTestId('refund-consequences');
      await consequences.filter({ hasText: 'A credit note for S$163.50 is issued' }).waitFor();
      expect(await consequences.innerText()).toContain('back to the card through Stripe');
      await afterResponse(
        page,
        { method: 'POST', path: `/admin/registration/participant/${Number(seat.id)}/partialrefund` },
        () => page.getByTestId('refund-confirm').click(),
      );
      const refunds = card.getByTestId('seat-refunds');
      await refunds
        .getByTestId('refund-credit-note')
        .filter({ hasText: /^CN-\d{4}-\d{6}$/ })
        .waitFor();
      expect(await refunds.innerText()).toContain('S$163.50');
      // A card refund is dated by Stripe's webhook, not by staff.
      expect(await refunds.locator('tr.ant-table-row').first().innerText()).toContain('Card');
      expect(await refunds.getByRole('button', { name: 'Refunded date' }).count()).toBe(0);
      // Credited, not yet confirmed paid back by Stripe's webhook: the customer is owed the half.
      await card.getByTestId('seat-invoice-balance').filter({ hasText: '-S$163.50' }).waitFor();
    });
    expect(stripe.refunds).toEqual([expect.objectContaining({ amount: 16_350 })]);

    await harness.journey('refund-profile-credit-note', async (page) => {
      await harness.signIn(page, Role.Participant, { email: participant.details.email } as User);
      await page.waitForURL(`${baseUrl}/profile`);
      const notes = page.getByTestId('my-credit-notes');
      await notes.getByTestId('credit-note-amount').filter({ hasText: 'S$163.50' }).waitFor();
      const link = notes.getByTestId('credit-note-link');
      expect(await link.innerText()).toMatch(/^CN-\d{4}-\d{6}$/);
      expect(await link.getAttribute('target')).toBe('_blank');
      const pdf = await page.request.get(`${baseUrl}${await link.getAttribute('href')}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    });
  });

  it('staff reschedule a participant FOC and the attendance list of the new event shows them', async () => {
    const title = `Property Valuation ${key()}`;
    const { eventId } = await publishedEvent(staffApi, { feeCents: 10_900, title });
    const [event] = await harness.ctx.sql('select course_id, venue_id from event where id = ?', [eventId]);
    const target = Number(
      (
        (
          await staffApi
            .post('/admin/event/create', {
              courseId: event.course_id,
              venueId: event.venue_id,
              title: `${title} (later run)`,
              capacity: 20,
              feeCents: 12_000,
              fees: [],
              published: true,
              sessions: [{ startsAt: hours(24 * 9), endsAt: hours(24 * 9 + 3) }],
            })
            .expect(201)
        ).body as { id: number }
      ).id,
    );
    const details = participantInput();
    const name = `${details.firstName} ${details.lastName}`;
    const created = await (
      await harness.ctx.client()
    )
      .post('/registration/create', {
        items: [{ eventId, participant: details }],
        paymentMethod: 'paynow',
        idempotencyKey: checkoutKey(),
      })
      .expect(201);
    const registration = created.body as { regNo: string; totalCents: number };
    await staffApi
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: `PN-${checkoutKey()}`,
        amountCents: registration.totalCents,
      })
      .expect(200);

    await harness.journey('reschedule-foc', async (page) => {
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Reschedule', { exact: true }).click();
      await page.getByTestId('reschedule').waitFor();
      await chooseOption(
        page,
        page.getByTestId('reschedule-event'),
        new RegExp(`^${title} \\(.*1 confirmed\\)$`),
        {
          search: title,
          fromServer: true,
        },
      );
      await page.waitForURL(`${baseUrl}/admin/rescheduling?eventId=${eventId}`);
      const seats = page.getByTestId('reschedule-seats');
      await seats.getByText(name).waitFor();
      await page.getByRole('checkbox', { name: `Pick ${name}` }).check();
      const targets = page.getByTestId('reschedule-targets');
      const row = targets.locator('tr.ant-table-row').filter({ hasText: `${title} (later run)` });
      expect(await row.getByTestId('target-seats-left').innerText()).toBe('20');
      await page.getByRole('radio', { name: `Move to ${title} (later run)` }).check();
      await page.getByTestId('kind-foc').click();
      const consequences = page.getByTestId('reschedule-consequences');
      await consequences.filter({ hasText: 'Rescheduled FOC' }).waitFor();
      expect(await consequences.innerText()).toContain('Nothing is charged or credited');
      await page.getByTestId('reschedule-submit').click();
      await afterResponse(page, { method: 'POST', path: '/admin/reschedule/sendemail' }, () =>
        page.getByTestId('reschedule-steps-ok').click(),
      );
      await page.getByText('Rescheduled. Reschedule e-mail successfully sent').waitFor();
      await seats.getByText('No confirmed participants in this event').waitFor();

      await page.goto(`${baseUrl}/admin/attendance/events/${target}`);
      await page.getByTestId('attendance-rows').getByText(name).first().waitFor();
    });
    const seats = await harness.ctx.sql(
      `select re.event_id, re.status, re.reschedule_kind from registration_event re
         join registration r on r.id = re.registration_id where r.reg_no = ? order by re.id`,
      [registration.regNo],
    );
    expect(seats).toEqual([
      { event_id: eventId, status: 'Rescheduled', reschedule_kind: 'Reschedule FOC' },
      { event_id: target, status: 'Confirmed', reschedule_kind: null },
    ]);
  });

  it('staff void a registration on the void entry screen and find it in the report; a customer service officer may not', async () => {
    const { eventId } = await publishedEvent(staffApi, { feeCents: 10_900 });
    const created = await (
      await harness.ctx.client()
    )
      .post('/registration/create', {
        items: [{ eventId, participant: participantInput() }],
        paymentMethod: 'paynow',
        idempotencyKey: checkoutKey(),
      })
      .expect(201);
    const registration = created.body as { id: number; regNo: string };

    await harness.journey('void-entry-officer', async (page) => {
      await harness.signIn(page, Role.CustomerServiceOfficer);
      await page.waitForURL(`${baseUrl}/admin`);
      // The menu renders after the abilities arrive: read it once it shows.
      await page.getByTestId('admin-menu').getByRole('menuitem', { name: 'Registrations' }).waitFor();
      const items = await page.getByTestId('admin-menu').getByRole('menuitem').allInnerTexts();
      expect(items).toContain('Registrations');
      expect(items).not.toContain('Void entry');
      expect(items).not.toContain('Reschedule');
      await page.goto(`${baseUrl}/admin/registrations/${registration.id}`);
      await page.getByTestId('resend-confirmation').waitFor();
      expect(await page.getByTestId('void-registration').count()).toBe(0);
      expect(await page.getByTestId('seat-refunds-card').count()).toBe(0);
    });

    await harness.journey('void-entry-staff', async (page) => {
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Void entry', { exact: true }).click();
      await page.getByTestId('void-entry').waitFor();
      await page.getByTestId('void-document-no').locator('input').fill(registration.regNo);
      await page.getByRole('button', { name: 'Fetch' }).click();
      const found = page.getByTestId('voidable-document');
      await found.getByText(`Registration ${registration.regNo}`).waitFor();
      await found.getByTestId('void-document').click();
      const dialog = page.getByRole('dialog').filter({ hasText: `Void registration ${registration.regNo}` });
      await dialog.waitFor();
      await dialog.locator('#reason').fill('Duplicate registration');
      expect(await dialog.getByTestId('void-consequences').innerText()).toContain('its seats are freed');
      await afterResponse(page, { method: 'POST', path: '/admin/register/voidentry/save' }, () =>
        page.getByTestId('void-action-confirm').click(),
      );
      await found.getByTestId('voidable-status').filter({ hasText: 'Void' }).waitFor();
      await found.getByTestId('unvoid').waitFor();

      await page.getByTestId('admin-menu').getByText('Void entries report', { exact: true }).click();
      await page.getByTestId('void-entries-list').waitFor();
      const searchBox = page.getByPlaceholder('Search by number or reason');
      await searchBox.fill(registration.regNo);
      await afterResponse(
        page,
        { path: '/admin/reports/accounts/voidentries/getallbypage', query: { keyword: registration.regNo } },
        () => searchBox.press('Enter'),
      );
      const row = page
        .getByTestId('void-entries-list')
        .locator('tr.ant-table-row')
        .filter({ hasText: registration.regNo });
      await row.waitFor();
      expect(await row.innerText()).toContain('Duplicate registration');
      const exported = await page.request.get(
        `${baseUrl}${await page.getByTestId('export-void-entries').getAttribute('href')}`,
      );
      expect(exported.status()).toBe(200);
      expect(exported.headers()['content-type']).toContain('spreadsheetml');
    });
  });

  it('lists a refund above the approval threshold on the CFO screen, where an administrator approves it', async () => {
    const { eventId } = await publishedEvent(staffApi, { feeCents: 65_400 });
    const created = await (
      await harness.ctx.client()
    )
      .post('/registration/create', {
        items: [{ eventId, participant: participantInput() }],
        paymentMethod: 'paynow',
        idempotencyKey: checkoutKey(),
      })
      .expect(201);
    const registration = created.body as { id: number; regNo: string; totalCents: number };
    await staffApi
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: `PN-${checkoutKey()}`,
        amountCents: registration.totalCents,
      })
      .expect(200);
    const [seat] = await harness.ctx.sql('select id from registration_event where registration_id = ?', [
      registration.id,
    ]);
    const [mode] = await harness.ctx.sql(
      `select id from payment_mode where code <> 'STRIPE' order by id limit 1`,
    );
    const requested = await staffApi
      .post(`/admin/registration/participant/${Number(seat.id)}/setrefundstatus`, {
        reason: 'Course cancelled for the participant',
        method: 'manual',
        paymentModeId: mode.id,
      })
      .expect(200);
    const refund = (requested.body as { refunds: { id: number; status: string }[] }).refunds[0];
    expect(refund.status).toBe('PendingApproval');

    await harness.journey('cfo-approves-refund', async (page) => {
      await harness.signIn(page, Role.Administrator);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Approvals (CFO)').click();
      const approve = page.getByTestId(`approve-refund-${refund.id}`);
      await approve.waitFor();
      expect(await page.locator('tr.ant-table-row').filter({ has: approve }).innerText()).toContain(
        'S$654.00',
      );
      await afterResponse(page, { method: 'POST', path: '/admin/creditnote/approve' }, () => approve.click());
      await page.getByText('Approved', { exact: true }).waitFor();
    });
    const after = await staffApi
      .get(`/admin/registration/participant/${Number(seat.id)}/refunds`)
      .expect(200);
    expect(after.body).toMatchObject({
      status: 'Refunded',
      refunds: [expect.objectContaining({ id: refund.id, status: 'Approved', creditNoteStatus: 'Issued' })],
    });
  });
});
