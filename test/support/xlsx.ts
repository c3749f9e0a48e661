import ExcelJS from 'exceljs';
import { type TestClient } from './test-client';

/** Reads an .xlsx download into its rows of cell values. */
export const xlsxRows = async (client: TestClient, path: string): Promise<unknown[][]> => {
  const response = await client
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.body as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};
