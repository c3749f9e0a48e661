/** `bytes` random bytes as hex, from the browser's (or Node's) cryptographic generator. */
export function randomToken(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/**
 * A checkout's idempotency key (16 to 64 of [A-Za-z0-9_-]): made once per visit of step 3, so a double
 * click or a retry of the same submission gives one registration.
 */
export function newIdempotencyKey(): string {
  return randomToken(16);
}
