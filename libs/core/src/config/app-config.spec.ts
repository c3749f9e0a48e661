import { loadConfig } from './app-config';

const SUPPLIER = {
  PROVIDER_NAME: 'Realty Academy Pte. Ltd.',
  PROVIDER_ADDRESS: '10 Anson Road #12-34, Singapore 079903',
  PROVIDER_UEN: '201912345K',
  PROVIDER_GST_REG_NO: 'M2-1234567-8',
};

const load = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'secret', ...env });

describe('supplier settings (the tax invoice supplier)', () => {
  it('refuses to start in production without them, naming each missing variable', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(
      'Supplier settings: PROVIDER_NAME, PROVIDER_ADDRESS, PROVIDER_UEN, PROVIDER_GST_REG_NO must be set in production',
    );
    expect(() =>
      load({ NODE_ENV: 'production', ...SUPPLIER, PROVIDER_ADDRESS: ' ', PROVIDER_GST_REG_NO: '' }),
    ).toThrow(/^Supplier settings: PROVIDER_ADDRESS, PROVIDER_GST_REG_NO must be set in production/);
  });

  it('takes the production supplier as given, printing no sample e-mail or phone', () => {
    expect(load({ NODE_ENV: 'production', ...SUPPLIER }).provider).toEqual({
      name: 'Realty Academy Pte. Ltd.',
      address: '10 Anson Road #12-34, Singapore 079903',
      uen: '201912345K',
      gstRegNo: 'M2-1234567-8',
      email: undefined,
      phone: undefined,
    });
    expect(
      load({ NODE_ENV: 'production', ...SUPPLIER, PROVIDER_EMAIL: 'accounts@realty.sg' }).provider.email,
    ).toBe('accounts@realty.sg');
  });

  it('prints the sample supplier outside production', () => {
    expect(load({ NODE_ENV: 'test' }).provider).toMatchObject({
      uen: '201900001Z',
      gstRegNo: 'M90000001Z',
      email: 'accounts@example.com',
    });
  });

  it('accepts a UEN or an M-number as the GST registration number, in upper case', () => {
    for (const [given, stored] of [
      ['201912345k', '201912345K'],
      ['MR-8500053-0', 'MR-8500053-0'],
      ['m9 0312345A', 'M90312345A'],
      ['T08LL1234A', 'T08LL1234A'],
    ]) {
      expect(load({ ...SUPPLIER, PROVIDER_GST_REG_NO: given }).provider.gstRegNo).toBe(stored);
    }
  });

  it('refuses malformed UEN and GST registration numbers, in any environment', () => {
    expect(() => load({ ...SUPPLIER, PROVIDER_UEN: '2019-12345', PROVIDER_GST_REG_NO: 'GST123' })).toThrow(
      'Supplier settings: PROVIDER_UEN must be a UEN such as 201912345K, 53123456D or T08LL1234A, not "2019-12345"; ' +
        'PROVIDER_GST_REG_NO must be a GST registration number such as M2-1234567-8 or the UEN, not "GST123"',
    );
  });
});
