const selector = 'meta[name="csrf-token"]';
let reportedMissing = false;

/** The server injects the token into index.html and rotates it at login and logout. */
export function getCsrfToken(): string | null {
  const token = document.querySelector<HTMLMetaElement>(selector)?.content;
  if (token) return token;
  if (!reportedMissing) {
    reportedMissing = true;
    console.error('CSRF token meta tag is missing: the server will refuse state-changing requests.');
  }
  return null;
}

export function setCsrfToken(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>(selector);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = token;
}
