import { join } from 'node:path';
import {
  LayoutTemplates,
  formatDocumentDate,
  htmlToText,
  renderLayoutPdf,
  singaporeDateTime,
} from '@app/core';

/**
 * What the administrator's undertaking text may name; `{{participantName}}` and the like are
 * replaced by the letter's values, anything else in braces is printed as written.
 */
export const LOU_PLACEHOLDERS = [
  'participantName',
  'nric',
  'courseTitle',
  'courseCode',
  'eventTitle',
  'providerName',
] as const;
type Placeholder = (typeof LOU_PLACEHOLDERS)[number];

/** The data a letter of undertaking is drawn from. Dates are Singapore calendar days (YYYY-MM-DD). */
export interface ResLouDocument {
  provider: { name: string; address: string };
  date: string;
  participant: {
    name: string;
    /** As the reader may see it (masked for the public page). */
    nric: string;
    email: string;
    mobileNo: string;
    ceaRegNo: string | null;
  };
  course: {
    title: string;
    code: string;
    kind: string | null;
    eventTitle: string;
    /** "10 Dec 2026 to 12 Dec 2026", or null when the class has no dates yet. */
    dates: string | null;
    venue: string | null;
    regNo: string;
  };
  /** The undertaking as rich text, placeholders not yet filled. */
  undertakingHtml: string;
  accepted: { name: string; at: Date } | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** The undertaking with its placeholders filled, still rich text (values HTML-escaped). */
export const fillUndertaking = (html: string, doc: Omit<ResLouDocument, 'undertakingHtml'>): string => {
  const values: Record<Placeholder, string> = {
    participantName: doc.participant.name,
    nric: doc.participant.nric,
    courseTitle: doc.course.title,
    courseCode: doc.course.code,
    eventTitle: doc.course.eventTitle,
    providerName: doc.provider.name,
  };
  return html.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) =>
    (LOU_PLACEHOLDERS as readonly string[]).includes(key) ? escapeHtml(values[key as Placeholder]) : whole,
  );
};

/** The undertaking as plain paragraphs; an empty string marks a paragraph break. */
export const undertakingParagraphs = (doc: ResLouDocument): string[] =>
  htmlToText(fillUndertaking(doc.undertakingHtml, doc)).split('\n');

const templates = new LayoutTemplates<'res-lou'>(join(__dirname, 'templates'));

const lines = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The letter as a PDF: the participant, the course, the undertaking, and whether it was accepted. */
export const renderResLouPdf = (doc: ResLouDocument): Promise<Uint8Array> => {
  const layout = templates.fill('res-lou', {
    provider: { name: doc.provider.name, addressLines: lines(doc.provider.address) },
    date: formatDocumentDate(doc.date),
    statusLabel: doc.accepted ? 'Accepted' : 'Awaiting acceptance',
    participant: { ...doc.participant },
    course: { ...doc.course },
    undertaking: undertakingParagraphs(doc),
    accepted: doc.accepted ? { name: doc.accepted.name, at: singaporeDateTime(doc.accepted.at) } : null,
  });
  return renderLayoutPdf(layout, {
    title: `Letter of Undertaking ${doc.course.regNo}`,
    author: doc.provider.name,
    date: doc.date,
  });
};
