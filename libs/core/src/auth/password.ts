import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// OWASP's scrypt baseline (N=2^17, r=8, p=1) costs 128 MiB per hash; N=2^15 keeps sign-in bursts
// within memory on small machines while still costing an attacker ~32 MiB per guess.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = (options: { N: number; r: number }): number => 256 * options.N * options.r;

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking stored hashes. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: maxmem(COST) });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    ...options,
    maxmem: maxmem(options),
  });
  return timingSafeEqual(actual, expected);
};

/** A real hash of nothing, verified against when the e-mail is unknown so timing does not tell. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(16).toString('hex'));
