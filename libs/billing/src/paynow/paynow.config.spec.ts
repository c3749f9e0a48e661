import { paynowConfig, paynowSettingsFromEnv } from './paynow.config';

describe('PayNow configuration', () => {
  it('reads PAYNOW_UEN, PAYNOW_MOBILE and PAYNOW_MERCHANT_NAME, blank meaning unset', () => {
    expect(
      paynowSettingsFromEnv({ PAYNOW_UEN: '201912345K', PAYNOW_MOBILE: '', PAYNOW_MERCHANT_NAME: 'RETA' }),
    ).toEqual({ uen: '201912345K', mobile: undefined, merchantName: 'RETA' });
  });

  it('is off when neither a UEN nor a mobile number is set', () => {
    expect(paynowConfig({})).toEqual({ account: null });
    expect(paynowConfig({ uen: ' ', merchantName: 'RETA' })).toEqual({ account: null });
  });

  it('normalises a UEN and cuts the merchant name to 25 characters', () => {
    expect(paynowConfig({ uen: ' 201912345k ', merchantName: 'Real Estate Training Academy' })).toEqual({
      account: { proxyType: 'uen', proxyValue: '201912345K', merchantName: 'Real Estate Training Acad' },
    });
  });

  it('writes a mobile number as +65 and eight digits', () => {
    expect(paynowConfig({ mobile: '9123 4567', merchantName: 'RETA' })).toEqual({
      account: { proxyType: 'mobile', proxyValue: '+6591234567', merchantName: 'RETA' },
    });
  });

  it('refuses to start with settings that would give unpayable codes', () => {
    expect(() => paynowConfig({ uen: '201912345K', mobile: '91234567', merchantName: 'RETA' })).toThrow(
      'PAYNOW_UEN and PAYNOW_MOBILE: set one of them, not both',
    );
    expect(() => paynowConfig({ uen: '2019', merchantName: 'RETA' })).toThrow(
      'PAYNOW_UEN: PayNow UEN must look like 201912345K, 53123456D or T08LL1234A',
    );
    expect(() => paynowConfig({ mobile: '61234567', merchantName: 'RETA' })).toThrow(/^PAYNOW_MOBILE: /);
    expect(() => paynowConfig({ uen: '201912345K' })).toThrow(
      'PAYNOW_MERCHANT_NAME: Merchant name is required',
    );
  });
});
