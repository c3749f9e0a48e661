import { pdfTexts } from '@app/test/pdf-text';
import {
  type ResLouDocument,
  fillUndertaking,
  renderResLouPdf,
  undertakingParagraphs,
} from './res-lou-document';

const letter = (overrides: Partial<ResLouDocument> = {}): ResLouDocument => ({
  provider: { name: 'Sample Academy Pte Ltd', address: '1 Main St\nSingapore 123456' },
  date: '2026-12-01',
  participant: {
    name: 'Tan <Mei> & Ling',
    nric: 'S****567D',
    email: 'mei@example.com',
    mobileNo: '91234567',
    ceaRegNo: null,
  },
  course: {
    title: 'RES Course',
    code: 'RES-01',
    kind: 'Course',
    eventTitle: 'RES Course | December',
    dates: '2026-12-10 to 2026-12-12',
    venue: 'Main campus',
    regNo: 'R2026-000123',
  },
  undertakingHtml: '<p>I, {{participantName}} ({{ nric }}), take {{courseCode}}.</p><p>{{other}} stays.</p>',
  accepted: null,
  ...overrides,
});

describe('the RES letter of undertaking document', () => {
  it('fills the known placeholders HTML-escaped and leaves others as written', () => {
    expect(fillUndertaking(letter().undertakingHtml, letter())).toBe(
      '<p>I, Tan &lt;Mei&gt; &amp; Ling (S****567D), take RES-01.</p><p>{{other}} stays.</p>',
    );
    expect(undertakingParagraphs(letter())).toEqual([
      'I, Tan <Mei> & Ling (S****567D), take RES-01.',
      '',
      '{{other}} stays.',
    ]);
  });

  it('draws the participant, the course and the acceptance, values as text', async () => {
    const waiting = (await pdfTexts(await renderResLouPdf(letter()))).join('\n');
    expect(waiting).toContain('Tan <Mei> & Ling');
    expect(waiting).toContain('RES Course | December');
    expect(waiting).toContain('R2026-000123');
    expect(waiting).toContain('Awaiting acceptance');
    const accepted = (
      await pdfTexts(
        await renderResLouPdf(
          letter({ accepted: { name: 'Tan Mei Ling', at: new Date('2026-12-02T13:40:00Z') } }),
        ),
      )
    ).join('\n');
    expect(accepted).toContain('Accepted by Tan Mei Ling on 2 Dec 2026, 9:40 pm (Singapore time).');
  });
});
