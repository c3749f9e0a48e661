import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';

/**
 * A voided document prints as issued, with its number, and "VOID" across every page: the stamp is
 * drawn over the stored version's rendering, so the version itself never changes.
 */
export const stampVoid = async (bytes: Uint8Array): Promise<Uint8Array> => {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.min(width, height) / 4;
    const textWidth = font.widthOfTextAtSize('VOID', size);
    page.drawText('VOID', {
      x: width / 2 - (textWidth / 2) * Math.cos(Math.PI / 4),
      y: height / 2 - (textWidth / 2) * Math.sin(Math.PI / 4),
      size,
      font,
      color: rgb(0.8, 0.1, 0.1),
      opacity: 0.35,
      rotate: degrees(45),
    });
  }
  return pdf.save({ useObjectStreams: false });
};
