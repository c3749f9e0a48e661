import { type QRCodeRenderersOptions, toBuffer, toDataURL } from 'qrcode';

/**
 * How QR codes are drawn (PayNow and attendance passes): error correction M (what SGQR labels use), the standard 4-module quiet
 * zone, and a fixed pixel width so every code prints the same size.
 */
export const QR_RENDER_OPTIONS = {
  errorCorrectionLevel: 'M',
  margin: 4,
  width: 320,
} as const satisfies QRCodeRenderersOptions;

/** `data:image/png;base64,...`, ready for an `<img src>`. */
export const qrPngDataUrl = (payload: string): Promise<string> =>
  toDataURL(payload, { ...QR_RENDER_OPTIONS, type: 'image/png' });

/** The same image as PNG bytes, for PDFs, mail attachments and downloads. */
export const qrPngBuffer = (payload: string): Promise<Buffer> =>
  toBuffer(payload, { ...QR_RENDER_OPTIONS, type: 'png' });
