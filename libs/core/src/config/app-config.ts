import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UEN } from '../validation/registration-numbers';

/** Everything the process reads from its environment, parsed once. */
export class AppConfig {
  readonly production!: boolean;
  readonly port!: number;
  /** Unset means: serve an embedded PGlite database under dataDir. */
  readonly databaseUrl?: string;
  /** 1 for the embedded database, which cannot interleave sessions. */
  readonly databasePoolMax!: number;
  /** Unset means: jobs run inside the api process. */
  readonly redisUrl?: string;
  /** With Redis: also process jobs inside the api process (small deployments, tests). */
  readonly workersInApi!: boolean;
  readonly queuePrefix!: string;
  readonly dataDir!: string;
  readonly frontendDist!: string;
  readonly sessionSecret!: string;
  readonly sessionIdleMinutes!: number;
  readonly sessionAbsoluteHours!: number;
  /** Express `trust proxy` value: false, true, a hop count, or a list of subnets. */
  readonly trustProxy!: boolean | number | string;
  readonly loginRateLimit!: number;
  readonly loginRateWindowSeconds!: number;
  /** Failed sign-ins from one address, whatever the e-mails, before it must wait out the window. */
  readonly loginAddressFailureLimit!: number;
  readonly loginAddressWindowSeconds!: number;
  readonly smtpUrl?: string;
  readonly mailFrom!: string;
  readonly appName!: string;
  readonly logLevel!: string;
  /** The training provider as its tax invoices name it (DOMAIN-SG: supplier details). */
  readonly provider!: ProviderDetails;
  /** How long a checkout holds its seats while the payment is pending. */
  readonly seatHoldMinutes!: number;
  readonly payments!: PaymentSettings;
  /** Where the site is reached from outside: the base of links in e-mails and QR codes. */
  readonly publicUrl!: string;
  readonly attendance!: AttendanceSettings;
  readonly finance!: FinanceSettings;

  constructor(values: AppConfig) {
    Object.assign(this, values);
  }
}

export interface ProviderDetails {
  name: string;
  address: string;
  uen: string;
  gstRegNo: string;
  /** Printed when set. */
  email?: string;
  phone?: string;
}

export interface FinanceSettings {
  /** Credit notes and refunds above this wait for a second person's approval (FINANCE_APPROVAL_THRESHOLD, dollars). */
  approvalThresholdCents: number;
  /** Corporates' payment terms unless their record says otherwise (CORPORATE_PAYMENT_TERMS_DAYS). */
  corporatePaymentTermsDays: number;
}

export interface AttendanceSettings {
  /** A scan-in this long after the session starts is late. */
  graceMinutes: number;
  /** Scanning opens this long before the session starts (and closes when it ends). */
  scanOpensMinutes: number;
}

/**
 * Payment providers. Secrets stay on the server; only the publishable key reaches the browser.
 * The API URLs exist so tests (and a sandbox) can point the real SDK code at another server.
 */
export interface PaymentSettings {
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  stripeApiUrl?: string;
  paypalClientId?: string;
  paypalClientSecret?: string;
  paypalApiUrl: string;
  /** The provider's PayNow account: a UEN or a mobile number; neither switches PayNow off. */
  paynowUen?: string;
  paynowMobile?: string;
  /** What the payer's banking app shows: at most 25 characters. */
  paynowMerchantName: string;
  /** A transfer is matched by staff from the bank's records, so a PayNow checkout holds its seats longer. */
  paynowHoldHours: number;
}

const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
};

const bool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

const trustProxy = (value: string | undefined): boolean | number | string => {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
};

/** Production must be given a secret; elsewhere one is kept under DATA_DIR so sessions survive restarts. */
const sessionSecret = (env: NodeJS.ProcessEnv, production: boolean, dataDir: string): string => {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (production) throw new Error('SESSION_SECRET must be set in production');
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** The made-up supplier development and tests print; never a real tax invoice's. */
const SAMPLE_PROVIDER: Required<ProviderDetails> = {
  name: 'Real Estate Training Academy Pte. Ltd.',
  address: '1 Example Road, #01-01, Singapore 000001',
  uen: '201900001Z',
  gstRegNo: 'M90000001Z',
  email: 'accounts@example.com',
  phone: '+65 6000 0000',
};

/** What a tax invoice must name (DOMAIN-SG "GST"): production states each one. */
const REQUIRED_PROVIDER_VARIABLES = {
  name: 'PROVIDER_NAME',
  address: 'PROVIDER_ADDRESS',
  uen: 'PROVIDER_UEN',
  gstRegNo: 'PROVIDER_GST_REG_NO',
} as const;

/**
 * IRAS GST registration numbers: the UEN for most entities registered since 2009, otherwise "M",
 * a letter or digit, seven digits and a check character, often written with dashes (M2-1234567-8,
 * MR-8500053-0).
 */
const GST_REG_NO = /^M[0-9A-Z]-?\d{7}-?[0-9A-Z]$/;

/**
 * The supplier on every tax invoice. Production refuses to start without its own (a sample name,
 * UEN and GST number must never reach a customer), and malformed numbers are refused everywhere,
 * all problems named in one message.
 */
const providerDetails = (env: NodeJS.ProcessEnv, production: boolean): ProviderDetails => {
  const read = (variable: string) => env[variable]?.trim() || undefined;
  const problems: string[] = [];
  const missing = Object.values(REQUIRED_PROVIDER_VARIABLES).filter((variable) => !read(variable));
  if (production && missing.length) {
    problems.push(`${missing.join(', ')} must be set in production (the tax invoice's supplier)`);
  }
  const given = (field: keyof typeof REQUIRED_PROVIDER_VARIABLES) =>
    read(REQUIRED_PROVIDER_VARIABLES[field]) ?? SAMPLE_PROVIDER[field];
  const uen = given('uen').toUpperCase();
  const gstRegNo = given('gstRegNo').toUpperCase().replace(/\s+/g, '');
  if (!UEN.test(uen)) {
    problems.push(`PROVIDER_UEN must be a UEN such as 201912345K, 53123456D or T08LL1234A, not "${uen}"`);
  }
  if (!UEN.test(gstRegNo) && !GST_REG_NO.test(gstRegNo)) {
    problems.push(
      `PROVIDER_GST_REG_NO must be a GST registration number such as M2-1234567-8 or the UEN, not "${gstRegNo}"`,
    );
  }
  if (problems.length) throw new Error(`Supplier settings: ${problems.join('; ')}`);
  const optional = (variable: string, sample: string) => read(variable) ?? (production ? undefined : sample);
  return {
    name: given('name'),
    address: given('address'),
    uen,
    gstRegNo,
    email: optional('PROVIDER_EMAIL', SAMPLE_PROVIDER.email),
    phone: optional('PROVIDER_PHONE', SAMPLE_PROVIDER.phone),
  };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? 'var');
  return new AppConfig({
    production,
    port: int(env.PORT, 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: int(env.DATABASE_POOL_MAX, 10),
    redisUrl: env.REDIS_URL || undefined,
    workersInApi: bool(env.WORKERS_IN_API, false),
    queuePrefix: env.QUEUE_PREFIX ?? 'tp',
    dataDir,
    frontendDist: resolve(env.FRONTEND_DIST ?? 'frontend/dist'),
    sessionSecret: sessionSecret(env, production, dataDir),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    trustProxy: trustProxy(env.TRUST_PROXY),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 10),
    loginRateWindowSeconds: int(env.LOGIN_RATE_WINDOW_SECONDS, 60),
    loginAddressFailureLimit: int(env.LOGIN_ADDRESS_FAILURE_LIMIT, 15),
    loginAddressWindowSeconds: int(env.LOGIN_ADDRESS_WINDOW_SECONDS, 900),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Real Estate Training Academy <no-reply@localhost>',
    appName: env.APP_NAME ?? 'Real Estate Training Academy',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    provider: providerDetails(env, production),
    seatHoldMinutes: int(env.SEAT_HOLD_MINUTES, 30),
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      stripeApiUrl: env.STRIPE_API_URL || undefined,
      paypalClientId: env.PAYPAL_CLIENT_ID || undefined,
      paypalClientSecret: env.PAYPAL_CLIENT_SECRET || undefined,
      paypalApiUrl: env.PAYPAL_API_URL ?? 'https://api-m.sandbox.paypal.com',
      // A made-up account must never take real money: production states its own or has no PayNow.
      paynowUen: env.PAYNOW_UEN || (production || env.PAYNOW_MOBILE ? undefined : '201900001Z'),
      paynowMobile: env.PAYNOW_MOBILE || undefined,
      paynowMerchantName: env.PAYNOW_MERCHANT_NAME ?? 'RE Training Academy',
      paynowHoldHours: int(env.PAYNOW_HOLD_HOURS, 24),
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${int(env.PORT, 3000)}`).replace(/\/+$/, ''),
    attendance: {
      graceMinutes: int(env.ATTENDANCE_GRACE_MINUTES, 15),
      scanOpensMinutes: int(env.ATTENDANCE_SCAN_OPENS_MINUTES, 60),
    },
    finance: {
      approvalThresholdCents: int(env.FINANCE_APPROVAL_THRESHOLD, 500) * 100,
      corporatePaymentTermsDays: int(env.CORPORATE_PAYMENT_TERMS_DAYS, 30),
    },
  });
};
