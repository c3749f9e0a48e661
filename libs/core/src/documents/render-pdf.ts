import { PDFDocument } from 'pdf-lib';
import { documentDateInstant } from './dates';
import { parseLayout } from './layout';
import { writeLayout } from './pdf-writer';

export interface PdfMetadata {
  title: string;
  author: string;
  /** The document date (YYYY-MM-DD): also the PDF's creation date, so output is reproducible. */
  date: string;
}

/** Draws text in the layout format (`layout.ts`) on A4 pages. */
export const renderLayoutPdf = async (layout: string, meta: PdfMetadata): Promise<Uint8Array> => {
  const blocks = parseLayout(layout);
  // Without updateMetadata pdf-lib would stamp the current time; the document date keeps output reproducible.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const created = documentDateInstant(meta.date);
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setAuthor(meta.author);
  pdf.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
  pdf.setLanguage('en-SG');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  await writeLayout(pdf, blocks, { pageLabel: meta.title });
  // Classic cross-reference table, no object streams: readable by older and archival PDF tools.
  return pdf.save({ useObjectStreams: false });
};
