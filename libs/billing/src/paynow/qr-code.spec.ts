import { toBuffer } from 'qrcode';
import { QR_RENDER_OPTIONS, qrPngBuffer, qrPngDataUrl } from './qr-code';
import { paynowPayload } from './sgqr';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const payload = paynowPayload({
  proxyType: 'uen',
  proxyValue: '201912345K',
  amountCents: 123_456,
  editable: false,
  expiresOn: '2026-12-31',
  merchantName: 'Real Estate Training Academy',
  reference: 'REG-2026-000123',
});

/** Width and height from the IHDR chunk, which always comes first. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('PayNow QR images', () => {
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
