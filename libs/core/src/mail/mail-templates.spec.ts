import { renderMail } from './mail-templates';

describe('mail templates', () => {
  it('renders the subject and the body inside the layout, escaping values', () => {
    const mail = renderMail('mail-test', { appName: 'Academy', requestedBy: 'Tan & <Lim>' });
    expect(mail.subject).toBe('Test e-mail from Academy');
    expect(mail.html).toContain('<title>Test e-mail from Academy</title>');
    expect(mail.html).toContain('sent by Tan &amp; &lt;Lim&gt; from');
  });

  it('fails loudly when a variable is missing rather than sending a blank', () => {
    expect(() => renderMail('mail-test', { appName: 'Academy' })).toThrow(/requestedBy/);
  });
});
