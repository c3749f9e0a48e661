import { buildMultipartBody } from './multipartBody';

describe('buildMultipartBody', () => {
  it('puts the record as JSON under data and sends no file when none is chosen', () => {
    const record = { id: 3, title: 'Q1', remarks: null };
    const body = buildMultipartBody(record, { file: null });
    const data = body.get('data');
    expect(typeof data === 'string' && JSON.parse(data)).toEqual(record);
    expect(body.has('file')).toBe(false);
  });

  it('adds each chosen file under its own field', () => {
    const photo = new Blob(['png'], { type: 'image/png' });
    const body = buildMultipartBody({ firstName: 'A' }, { photo });
    expect(body.get('photo')).toBeInstanceOf(Blob);
  });
});
