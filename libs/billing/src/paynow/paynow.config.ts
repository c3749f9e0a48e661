import { DomainError } from '@app/core';
import { type PaynowProxyType, normaliseMerchantName, normaliseProxyValue } from './sgqr';

/** The provider's own PayNow details as configured: plain strings, unset when blank. */
export interface PaynowSettings {
  /** PAYNOW_UEN: the provider's UEN, e.g. 201912345K. */
  uen?: string;
  /** PAYNOW_MOBILE: a Singapore mobile number, for providers that receive PayNow on a phone. */
  mobile?: string;
  /** PAYNOW_MERCHANT_NAME: shown by the payer's banking app, at most 25 characters. */
  merchantName?: string;
}

/** Where PayNow payments go, checked and normalised (+65XXXXXXXX, upper-case UEN, name cut to 25). */
export interface PaynowAccount {
  proxyType: PaynowProxyType;
  proxyValue: string;
  merchantName: string;
}

/** `account` is null when PayNow is not set up: the QR route then answers 503. */
export interface PaynowConfig {
  account: PaynowAccount | null;
}

/** Nest injection token for {@link PaynowConfig}. */
export const PAYNOW_CONFIG = Symbol('PaynowConfig');

/** The environment variables, read the way `loadConfig` reads the others (blank means unset). */
export const paynowSettingsFromEnv = (env: NodeJS.ProcessEnv = process.env): PaynowSettings => ({
  uen: env.PAYNOW_UEN || undefined,
  mobile: env.PAYNOW_MOBILE || undefined,
  merchantName: env.PAYNOW_MERCHANT_NAME || undefined,
});

/** Re-throws a field error as a start-up error naming the environment variable. */
const checked = <T>(variable: string, read: () => T): T => {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const messages = Object.values(error.errors ?? {}).flat();
    throw new Error(`${variable}: ${messages.join('; ') || error.message}`);
  }
};

/**
 * Checks the settings once, at start-up: a UEN or a mobile number (not both) and a merchant name,
 * or nothing at all (PayNow off). Throws an Error naming the variable that is wrong.
 */
export const paynowConfig = (settings: PaynowSettings): PaynowConfig => {
  const uen = settings.uen?.trim() || undefined;
  const mobile = settings.mobile?.trim() || undefined;
  if (uen === undefined && mobile === undefined) return { account: null };
  if (uen !== undefined && mobile !== undefined) {
    throw new Error('PAYNOW_UEN and PAYNOW_MOBILE: set one of them, not both');
  }
  const proxyType: PaynowProxyType = uen !== undefined ? 'uen' : 'mobile';
  const proxyValue = checked(uen !== undefined ? 'PAYNOW_UEN' : 'PAYNOW_MOBILE', () =>
    normaliseProxyValue(proxyType, uen ?? mobile ?? ''),
  );
  const merchantName = checked('PAYNOW_MERCHANT_NAME', () =>
    normaliseMerchantName(settings.merchantName ?? ''),
  );
  return { account: { proxyType, proxyValue, merchantName } };
};
