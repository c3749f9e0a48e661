import { type Page } from 'playwright-core';
import { Role, type User } from '@app/core';
import { eventWithSeats, type SampleAttendanceEvent } from '@app/test/attendance-samples';
import { BrowserHarness, describeInBrowser } from '@app/test/browser';

describeInBrowser('taking attendance', () => {
  let harness: BrowserHarness;
  let base: string;
  let event: SampleAttendanceEvent;
  let facilitator: User;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    base = harness.baseUrl;
    facilitator = await harness.ctx.newUser(Role.Facilitator);
    // Default: one session that started five minutes ago, three confirmed seats.
    event = await eventWithSeats(harness.ctx, await harness.ctx.signIn(Role.Staff), {
      facilitatorUserId: facilitator.id,
    });
  });

  afterAll(() => harness?.stop());

  /** Types as a barcode scanner does: into whatever has the focus, then Enter. */
  const scanByKeyboard = async (page: Page, code: string) => {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  };

  it('lets a facilitator scan a participant in at the door once, and says so the second time', () =>
    harness.journey('attendance-scan', async (page) => {
      const [seat, other] = event.seats;
      const sessionId = event.sessionIds[0];
      await harness.signIn(page, Role.Facilitator, facilitator);
      await page.waitForURL(`${base}/admin`);

      await page.getByTestId('admin-menu').getByText('Attendance').click();
      await page.waitForURL(`${base}/admin/attendance`);
      await page.getByTestId('attendance-list').waitFor();
      expect(await page.title()).toMatch(/^Attendance \|/);
      // Facilitators may not read e-courses, so their progress is not offered here.
      expect(await page.getByRole('tab', { name: 'E-courses' }).count()).toBe(0);
      const card = page.getByTestId(`today-session-${sessionId}`);
      await card.getByText(event.title).waitFor();
      await card.getByTestId('today-scan').click();
      await page.waitForURL(`${base}/admin/attendance/scan/${sessionId}?eventId=${event.eventId}`);

      const field = page.getByTestId('scan-code');
      const result = page.getByTestId('scan-result');
      const count = page.getByTestId('scan-count');
      await page.getByTestId('scan-session-title').filter({ hasText: event.title }).waitFor();
      await count.filter({ hasText: '0 / 3' }).waitFor();

      // Nothing is clicked: the field has the focus from the start and keeps it after each scan.
      await scanByKeyboard(page, seat.attendanceCode);
      await result.filter({ hasText: seat.name }).filter({ hasText: 'Scanned in' }).waitFor();
      expect(await result.getAttribute('role')).toBe('status');
      expect(await result.getAttribute('data-tone')).toBe('success');
      await count.filter({ hasText: '1 / 3' }).waitFor();
      expect(await field.inputValue()).toBe('');

      await scanByKeyboard(page, seat.attendanceCode);
      await result.filter({ hasText: 'Participant is already scanned' }).waitFor();
      expect(await result.getAttribute('data-tone')).toBe('error');
      expect(await count.innerText()).toContain('1 / 3');

      // What the camera hands over: the whole pass URL, from which the server takes the code.
      await scanByKeyboard(page, `${base}/attendance/pass/${other.attendanceCode}`);
      await result.filter({ hasText: other.name }).waitFor();
      await count.filter({ hasText: '2 / 3' }).waitFor();
      expect(await page.getByTestId('recent-scans').getByTestId('item-list-row').count()).toBe(3);
    }));

  it('shows a coordinator who may sit the third-party exam, and the e-courses to follow up', () =>
    harness.journey('attendance-assessment', async (page) => {
      // One session, not scanned out (or, should the scan above not have run, not scanned at all): 0 of 1.
      const seat = event.seats[0];
      await harness.signIn(page, Role.Coordinator);
      await page.waitForURL(`${base}/admin`);

      await page.goto(`${base}/admin/attendance/events/${event.eventId}`);
      await page.getByTestId('attendance-event').getByText(event.title).first().waitFor();
      await page.getByRole('tab', { name: 'Third-party assessment' }).click();
      await page.waitForURL(`${base}/admin/attendance/events/${event.eventId}?tab=assessment`);
      const table = page.getByTestId('assessment-eligibility');
      const row = table.locator('tr.ant-table-row').filter({ hasText: seat.name });
      await row.waitFor();
      const cells = await row.locator('td').allInnerTexts();
      expect(cells).toEqual([
        seat.name,
        expect.any(String),
        expect.any(String),
        '0 / 1',
        '0%',
        'Not eligible',
      ]);
      expect(await table.locator('tr.ant-table-row').count()).toBe(event.seats.length);
      await table
        .getByTestId('assessment-summary')
        .filter({ hasText: `0 of ${event.seats.length} eligible` })
        .waitFor();

      await page.goto(`${base}/admin/attendance`);
      await page.getByRole('tab', { name: 'E-courses' }).click();
      await page.waitForURL(`${base}/admin/attendance?tab=ecourses`);
      await page.getByTestId('attendance-ecourses').getByTestId('list-range').waitFor();
    }));

  it('shows a participant their pass without signing in, and a friendly page for an unknown code', () =>
    harness.journey('attendance-pass', async (page) => {
      const seat = event.seats[2];
      await page.goto(`${base}/attendance/pass/${seat.attendanceCode}`);
      const pass = page.getByTestId('attendance-pass');
      await pass.getByText(event.title).waitFor();
      // First name only: the samples' surname is the name's last word, and the pass does not show it.
      const surname = seat.name.split(' ').at(-1) ?? '';
      const text = await pass.innerText();
      expect(text).toContain(`Hello, ${seat.name.slice(0, -surname.length - 1)}`);
      expect(text).not.toContain(surname);
      await pass.getByTestId('pass-qr').waitFor();

      await page.goto(`${base}/attendance/pass/ZZZZZZZZZZZZ`);
      await page.getByText('This pass was not found').waitFor();
    }));
});
