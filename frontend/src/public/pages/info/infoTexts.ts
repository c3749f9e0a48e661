/**
 * The default wording of the site's informational pages, filled in with the provider's configured details.
 * Website content editing (spec 2.2) will let staff replace it; until then this is what a provider would
 * publish. Kept free of React so it can be unit-tested.
 */

import type { Provider } from '@/features/site/siteApi';

export interface InfoSection {
  heading: string;
  paragraphs: string[];
}

export interface InfoText {
  title: string;
  intro: string;
  sections: InfoSection[];
}

export type InfoPageKind = 'about' | 'privacy' | 'terms' | 'faqs';

const contact = ({ email, phone }: Provider) => `e-mail ${email} or call ${phone}`;

const about = (provider: Provider): InfoText => ({
  title: 'About us',
  intro: `${provider.name} trains Singapore’s real-estate salespersons, from their first course to every stage of their career.`,
  sections: [
    {
      heading: 'What we teach',
      paragraphs: [
        'The Real Estate Salesperson (RES) course prepares candidates for both CEA examination papers, with revision, refresher and booster classes.',
        'Our CEA-accredited continuing professional development (CPD) courses keep a salesperson’s registration current, and our bootcamps and digital training help agents grow their business.',
      ],
    },
    {
      heading: 'How to reach us',
      paragraphs: [
        `${provider.name}, ${provider.address}.`,
        `For questions about a class, a registration or a payment, ${contact(provider)}.`,
        `Company registration (UEN) ${provider.uen}; GST registration no. ${provider.gstRegNo}.`,
      ],
    },
  ],
});

const privacy = (provider: Provider): InfoText => ({
  title: 'Privacy policy',
  intro: `${provider.name} (“we”) collects and uses personal data in accordance with Singapore’s Personal Data Protection Act 2012 (PDPA). This notice explains what we collect, why, and how you can reach us about it.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'When you register for a class or create a profile we collect your name, e-mail address, mobile number and, where a course requires them, your NRIC/FIN, date of birth, CEA registration number and agency.',
        'We also keep records of your registrations, payments, attendance and feedback.',
      ],
    },
    {
      heading: 'Why we collect it',
      paragraphs: [
        'To register you for classes, confirm your seats, issue tax invoices and receipts, take attendance, and report CPD attendance to the Council for Estate Agencies (CEA) where a course requires it.',
        'We collect your NRIC/FIN only where the law or a regulator requires it, or where it is needed to establish your identity for a course or examination.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We disclose personal data only as needed for these purposes: to the CEA and other authorities where required, to payment providers to process your payment, and to your employer or agency when it registers you. We do not sell personal data.',
      ],
    },
    {
      heading: 'How we protect and keep it',
      paragraphs: [
        'Personal data is kept on secured systems, seen only by staff who need it, and kept only as long as needed for the purposes above or as the law requires.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        `You may ask to see or correct your personal data, or withdraw your consent to its use. Our Data Protection Officer can be reached at ${provider.email} or ${provider.phone}, or by post at ${provider.address}.`,
      ],
    },
  ],
});

const terms = (provider: Provider): InfoText => ({
  title: 'Terms of use',
  intro: `These terms apply to your use of this website and to registrations made on it with ${provider.name}.`,
  sections: [
    {
      heading: 'Registrations and payment',
      paragraphs: [
        'A registration is confirmed once it is paid, or when no payment is needed. Until then its seats are held for the time shown on the payment page; unpaid seats are released after that time.',
        'Prices are in Singapore dollars and include GST. We issue a tax invoice and a receipt for each paid registration.',
      ],
    },
    {
      heading: 'Changes and cancellations',
      paragraphs: [
        `To reschedule or cancel a registration, ${contact(provider)} before the class starts. Refunds follow the terms of each course.`,
        'We may reschedule or cancel a class that does not meet its minimum numbers, or for reasons beyond our control; you may then move to another date or receive a refund.',
      ],
    },
    {
      heading: 'Attendance and certificates',
      paragraphs: [
        'CPD and other accredited courses have attendance requirements. A participant who arrives late or leaves early may not be credited with the course.',
      ],
    },
    {
      heading: 'Use of this website',
      paragraphs: [
        'Keep your sign-in details to yourself and give accurate details when you register. The course materials and content of this site belong to us or our partners and may not be copied without permission.',
      ],
    },
  ],
});

const faqs = (provider: Provider): InfoText => ({
  title: 'Frequently asked questions',
  intro: 'Answers to the questions we are asked most often.',
  sections: [
    {
      heading: 'How do I register for a class?',
      paragraphs: [
        'Choose a class under Courses and press Register. Give the details of each participant, review the price and pay. You do not need an account to register.',
      ],
    },
    {
      heading: 'How can I pay?',
      paragraphs: [
        'The payment step lists the methods available. With PayNow, scan the QR code with your bank’s app; we confirm the transfer once it reaches our bank, and e-mail you when your registration is confirmed.',
      ],
    },
    {
      heading: 'Why do you ask for my NRIC/FIN and CEA registration number?',
      paragraphs: [
        'CPD and RES courses are reported to the Council for Estate Agencies, which identifies salespersons by them. Other courses do not need them.',
      ],
    },
    {
      heading: 'Can I register someone else, or several people?',
      paragraphs: [
        'Yes. Add a class to the cart once for each participant and give each participant’s details in the next step.',
      ],
    },
    {
      heading: 'Who do I contact about my registration?',
      paragraphs: [`Please ${contact(provider)}, quoting your registration number.`],
    },
  ],
});

const texts: Record<InfoPageKind, (provider: Provider) => InfoText> = { about, privacy, terms, faqs };

export function infoText(kind: InfoPageKind, provider: Provider): InfoText {
  return texts[kind](provider);
}
