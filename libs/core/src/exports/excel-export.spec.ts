import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { keysetBatches, writeXlsx } from './excel-export';

const collect = async (stream: PassThrough): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('excel export', () => {
  it('reads keyset batches until one comes back short', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({ id: index + 1 }));
    const asked: (number | null)[] = [];
    const batches: number[][] = [];
    for await (const batch of keysetBatches(
      (after: number | null, limit) => {
        asked.push(after);
        return Promise.resolve(rows.filter((row) => row.id > (after ?? 0)).slice(0, limit));
      },
      (row) => row.id,
      10,
    )) {
      batches.push(batch.map((row) => row.id));
    }
    expect(asked).toEqual([null, 10, 20]);
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
  });

  it('writes a sheet with headings, money in dollars and dates as dates', async () => {
    const stream = new PassThrough();
    const done = collect(stream);
    async function* rows() {
      yield await Promise.resolve([{ no: 'RCT-2026-000001', cents: 123_456, on: '2026-11-24' }]);
      yield [{ no: 'RCT-2026-000002', cents: 5, on: '2026-11-25' }];
    }
    await writeXlsx(stream, {
      sheet: 'Payments',
      columns: [
        { header: 'Receipt No.', value: (row: { no: string }) => row.no },
        { header: 'Amount', type: 'money', value: (row: { cents: number }) => row.cents },
        { header: 'Date', type: 'date', value: (row: { on: string }) => row.on },
      ],
      rows: rows(),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await done) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payments')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Receipt No.', 'Amount', 'Date']);
    expect(sheet.getRow(2).getCell(2).value).toBe(1234.56);
    expect(sheet.getRow(3).getCell(1).value).toBe('RCT-2026-000002');
    expect(sheet.getRow(3).getCell(3).value).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(sheet.rowCount).toBe(3);
  });
});
