import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

  constructor(values: AppConfig) {
    Object.assign(this, values);
  }
}

export interface ProviderDetails {
  name: string;
  address: string;
  uen: string;
  gstRegNo: string;
  email: string;
  phone: string;
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
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Real Estate Training Academy <no-reply@localhost>',
    appName: env.APP_NAME ?? 'Real Estate Training Academy',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    provider: {
      name: env.PROVIDER_NAME ?? 'Real Estate Training Academy Pte. Ltd.',
      address: env.PROVIDER_ADDRESS ?? '1 Example Road, #01-01, Singapore 000001',
      uen: env.PROVIDER_UEN ?? '201900001Z',
      gstRegNo: env.PROVIDER_GST_REG_NO ?? 'M90000001Z',
      email: env.PROVIDER_EMAIL ?? 'accounts@example.com',
      phone: env.PROVIDER_PHONE ?? '+65 6000 0000',
    },
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
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${int(env.PORT, 3000)}`).replace(/\/+$/, ''),
    attendance: {
      graceMinutes: int(env.ATTENDANCE_GRACE_MINUTES, 15),
      scanOpensMinutes: int(env.ATTENDANCE_SCAN_OPENS_MINUTES, 60),
    },
  });
};
