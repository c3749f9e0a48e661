import { toBuffer } from 'qrcode';
import { QR_RENDER_OPTIONS, qrPngBuffer, qrPngDataUrl } from './qr-code';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PayNow-sized payload: long enough that the error-correction level changes the symbol. */
const payload =
  '00020101021226490009SG.PAYNOW010120210201912345K030100408202612315204000053037025409' +
  '1234.565802SG5928Real Estate Training Academy6009Singapore62190115REG-2026-0001236304ABCD';

/** Width and height from the IHDR chunk, which always comes first. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('QR images', () => {
  it('renders a PNG of the configured width', async () => {
    const png = await qrPngBuffer(payload);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(pngSize(png)).toEqual({ width: QR_RENDER_OPTIONS.width, height: QR_RENDER_OPTIONS.width });
  });

  it('gives the same PNG as a data URL', async () => {
    const dataUrl = await qrPngDataUrl(payload);
    expect(dataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
    expect(png).toEqual(await qrPngBuffer(payload));
  });

  it('uses error correction level M', async () => {
    const options = {
      margin: QR_RENDER_OPTIONS.margin,
      width: QR_RENDER_OPTIONS.width,
      type: 'png' as const,
    };
    const rendered = await qrPngBuffer(payload);
    expect(rendered).toEqual(await toBuffer(payload, { ...options, errorCorrectionLevel: 'M' }));
    expect(rendered).not.toEqual(await toBuffer(payload, { ...options, errorCorrectionLevel: 'L' }));
    expect(rendered).not.toEqual(await toBuffer(payload, { ...options, errorCorrectionLevel: 'Q' }));
  });
});
