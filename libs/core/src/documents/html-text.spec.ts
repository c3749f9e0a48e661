import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps paragraphs apart and breaks lines at <br>', () => {
    expect(
      htmlToText('<p>Thank you for your <strong>business</strong>.</p><p>Pay by PayNow<br/>or cheque.</p>'),
    ).toBe('Thank you for your business.\n\nPay by PayNow\nor cheque.');
  });

  it('keeps a blank line made of two <br>', () => {
    expect(htmlToText('Line one<br><br>Line two<br />')).toBe('Line one\n\nLine two');
  });

  it('collapses source whitespace as a browser would', () => {
    expect(htmlToText('<p>\n  Terms\n   apply  </p>\n\n\n<p>  </p>')).toBe('Terms apply');
  });

  it('bullets and numbers list items', () => {
    expect(
      htmlToText('<p>Notes</p><ul><li>One</li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol>'),
    ).toBe('Notes\n\n\u2022 One\n\u2022 Two\n\n1. First\n2. Second');
  });

  it('decodes character references and drops comments, scripts and unknown tags', () => {
    expect(
      htmlToText(
        '<p>A &amp; B &lt;x&gt; &#8211; &#x41;&nbsp;&copy; &bogus;<!-- note --><script>alert(1)</script><span>!</span></p>',
      ),
    ).toBe('A & B <x> \u2013 A \u00a9 &bogus;!');
  });

  it('treats plain text as one paragraph', () => {
    expect(htmlToText('Plain footer')).toBe('Plain footer');
    expect(htmlToText('')).toBe('');
  });
});
