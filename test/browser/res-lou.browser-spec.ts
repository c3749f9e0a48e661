import { Role } from '@app/core';
import { type TestClient } from '@app/test';
import { BrowserHarness, afterResponse, describeInBrowser } from '@app/test/browser';
import { pageWidths } from '@app/test/browser-pages';
import { lastResLouLink, resSeat } from '@app/test/res-samples';

describeInBrowser('the new RES letter of undertaking', () => {
  let harness: BrowserHarness;
  let baseUrl: string;
  let staffApi: TestClient;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
    staffApi = await harness.ctx.signIn(Role.Staff);
  });

  afterAll(() => harness?.stop());

  const fits = async (page: Parameters<Parameters<BrowserHarness['journey']>[1]>[0], width: number) => {
    const widths = await pageWidths(page);
    expect(widths.innerWidth).toBe(width);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.innerWidth);
  };

  it('staff e-mail the letter from the participant page; the participant reads and accepts it on a phone', () =>
    harness.journey('res-lou-accept', async (page) => {
      const seat = await resSeat(harness.ctx, staffApi);

      await page.setViewportSize({ width: 1366, height: 900 });
      await harness.signIn(page, Role.Staff);
      await page.goto(`${baseUrl}/admin/people/participants/${seat.participantId}`);
      const card = page.getByTestId('res-lou-card');
      await card.waitFor();
      await fits(page, 1366);
      expect(await card.getByTestId('res-lou-preview').getAttribute('target')).toBe('_blank');
      await afterResponse(page, { method: 'POST', path: '/admin/resend-new-res-lou-email' }, () =>
        card.getByTestId('res-lou-send').click(),
      );
      await card.getByText('(1×)').waitFor();
      const { token } = await lastResLouLink(harness.ctx, seat.person.email);

      // The participant opens the link on their phone, not signed in.
      const phone = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 390, height: 844 } });
      try {
        const visitor = await phone.newPage();
        await visitor.goto(`${baseUrl}/res/letter-of-undertaking/${token}`);
        const letter = visitor.getByTestId('res-lou');
        await letter.waitFor();
        await letter.getByText('RES Course (Paper 1 & 2)', { exact: false }).first().waitFor();
        await letter.getByTestId('lou-text').getByText('Paper 1 and Paper 2', { exact: false }).waitFor();
        await fits(visitor, 390);
        await visitor.getByTestId('lou-accept').click();
        await visitor.getByText('Tick the box to accept the undertaking').waitFor();
        await visitor.getByTestId('lou-full-name').fill('Someone Else');
        await visitor.getByTestId('lou-agree').check();
        await afterResponse(visitor, { method: 'POST', path: `/res-lou/${token}/accept` }, () =>
          visitor.getByTestId('lou-accept').click(),
        );
        await visitor.getByText('Type your full name as it appears on the letter').waitFor();
        await visitor.getByTestId('lou-full-name').fill('Siti Aminah');
        await afterResponse(visitor, { method: 'POST', path: `/res-lou/${token}/accept` }, () =>
          visitor.getByTestId('lou-accept').click(),
        );
        await visitor.getByTestId('lou-accepted').getByText('Accepted by Siti Aminah on').waitFor();
        await fits(visitor, 390);
      } finally {
        await phone.close();
      }

      // The same page at desktop width, and staff see the acceptance.
      await page.goto(`${baseUrl}/res/letter-of-undertaking/${token}`);
      await page.getByTestId('lou-accepted').waitFor();
      await fits(page, 1366);
      await page.goto(`${baseUrl}/admin/people/participants/${seat.participantId}`);
      await page.getByTestId('res-lou-accepted').getByText('by Siti Aminah').waitFor();
      expect(await page.getByTestId('res-lou-send').count()).toBe(0);
    }));
});
