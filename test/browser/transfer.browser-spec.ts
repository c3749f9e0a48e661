import { randomBytes } from 'node:crypto';
import { Role } from '@app/core';
import { type TestClient, participantInput, publishedEvent } from '@app/test';
import { BrowserHarness, chooseOption, describeInBrowser, noticeAfter } from '@app/test/browser';

describeInBrowser('transfer course from a registration page', () => {
  let harness: BrowserHarness;
  let staffApi: TestClient;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    staffApi = await harness.ctx.signIn(Role.Staff);
  });

  afterAll(() => harness?.stop());

  it('shows staff the credit note, the new invoice and the difference, then transfers the seat', () =>
    harness.journey('transfer-course', async (page) => {
      const from = await publishedEvent(staffApi, { feeCents: 10_900 });
      const to = await publishedEvent(staffApi, {
        feeCents: 16_350,
        title: `Advanced Negotiation ${randomBytes(3).toString('hex')}`,
      });
      const registration = (
        await (
          await harness.ctx.client()
        )
          .post('/registration/create', {
            items: [{ eventId: from.eventId, participant: participantInput() }],
            paymentMethod: 'paynow',
            idempotencyKey: randomBytes(12).toString('hex'),
          })
          .expect(201)
      ).body as { id: number; regNo: string; totalCents: number; lines: { id: number }[] };
      await staffApi
        .post('/payment/paynow/verify', {
          reg_no: registration.regNo,
          bankReference: `PN-${randomBytes(4).toString('hex')}`,
          amountCents: registration.totalCents,
        })
        .expect(200);

      await harness.signIn(page, Role.Staff);
      await page.goto(`${harness.baseUrl}/admin/registrations/${registration.id}`);
      await page.getByTestId('transfer-seat').click();
      const dialog = page
        .locator('.ant-modal')
        .filter({ hasText: `Transfer a seat of ${registration.regNo}` });
      await dialog.waitFor();
      await chooseOption(page, 'targetEventId', to.title, { search: to.title, fromServer: true });
      await dialog.locator('#reason').fill('Wants the advanced course');
      await dialog.getByRole('button', { name: 'Show consequences' }).click();
      const consequences = dialog.getByTestId('transfer-consequences');
      await consequences.getByText(/Credit note of S\$109\.00 on invoice INV-/).waitFor();
      expect(await consequences.innerText()).toContain('new invoice of S$163.50');
      expect(await consequences.innerText()).toContain('S$54.50 will be owed on the new invoice.');
      await noticeAfter(page, /^Transferred: REG-/, () => dialog.getByTestId('confirm-transfer').click());

      const seat = await staffApi.get(`/registration/${registration.id}/get`).expect(200);
      expect((seat.body as { lines: { status: string }[] }).lines[0].status).toBe('Rescheduled');
    }));
});
