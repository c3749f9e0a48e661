import { infoText, type InfoPageKind } from './infoTexts';

const provider = {
  name: 'Harbourfront Realty Academy Pte. Ltd.',
  address: '8 Marina View, #12-01, Singapore 018960',
  uen: '202012345K',
  gstRegNo: 'M90000123X',
  email: 'hello@harbourfront.example',
  phone: '+65 6123 4567',
};

const allText = (kind: InfoPageKind) => {
  const { title, intro, sections } = infoText(kind, provider);
  return [title, intro, ...sections.flatMap((section) => [section.heading, ...section.paragraphs])].join(
    '\n',
  );
};

describe('the informational pages’ default wording', () => {
  it('names the provider configured, and how to reach it, on every page', () => {
    for (const kind of ['about', 'privacy', 'terms', 'faqs'] as const) {
      expect({ kind, names: allText(kind).includes(provider.email) }).toEqual({ kind, names: true });
    }
    expect(allText('about')).toContain(provider.address);
    expect(allText('about')).toContain(provider.uen);
    expect(allText('privacy')).toContain(provider.name);
  });

  it('gives a PDPA notice with a way to reach the Data Protection Officer', () => {
    const privacy = allText('privacy');
    expect(privacy).toContain('Personal Data Protection Act 2012');
    expect(privacy).toContain('Data Protection Officer');
    expect(privacy).toContain(provider.phone);
  });
});
