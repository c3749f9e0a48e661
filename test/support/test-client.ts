import { type Server } from 'node:http';
import request, { type Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';

const CSRF_META = /<meta name="csrf-token" content="([^"]+)">/;

/**
 * A browser-like API client: keeps its cookies, loads the page once for the CSRF token, and sends
 * the AJAX marker and token on every call, as the SPA's base API does.
 */
export class TestClient {
  private csrfToken = '';

  constructor(readonly agent: TestAgent<Test>) {}

  static async open(server: Server): Promise<TestClient> {
    const client = new TestClient(request.agent(server));
    await client.loadPage('/');
    return client;
  }

  get token(): string {
    return this.csrfToken;
  }

  /** A browser navigation: returns the HTML and keeps the token injected into it. */
  async loadPage(path: string): Promise<string> {
    const response = await this.agent.get(path).set('Accept', 'text/html');
    const token = CSRF_META.exec(response.text)?.[1];
    if (!token) throw new Error(`No CSRF meta tag in the page at ${path} (status ${response.status})`);
    this.csrfToken = token;
    return response.text;
  }

  private api(test: Test, withToken = true): Test {
    const withHeaders = test.set('X-Requested-With', 'XMLHttpRequest').set('Accept', 'application/json');
    return withToken ? withHeaders.set('X-CSRF-TOKEN', this.csrfToken) : withHeaders;
  }

  get(path: string): Test {
    return this.api(this.agent.get(path));
  }

  post(path: string, body?: object): Test {
    return this.api(this.agent.post(path)).send(body ?? {});
  }

  put(path: string, body?: object): Test {
    return this.api(this.agent.put(path)).send(body ?? {});
  }

  patch(path: string, body?: object): Test {
    return this.api(this.agent.patch(path)).send(body ?? {});
  }

  delete(path: string): Test {
    return this.api(this.agent.delete(path));
  }

  /** A call whose body the test writes itself: raw bytes, odd encodings, hostile JSON. */
  call(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string): Test {
    return this.api(this.agent[method](path));
  }

  /** A multipart form: chain `.field('data', JSON.stringify(record))` and `.attach('photo', ...)`. */
  multipart(path: string): Test {
    return this.api(this.agent.post(path));
  }

  /** The same call without the CSRF header, to prove it is refused. */
  withoutToken(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object): Test {
    return this.api(this.agent[method](path), false).send(body ?? {});
  }

  async signIn(email: string, password: string): Promise<this> {
    const response = await this.post('/login', { email, password });
    if (response.status !== 200)
      throw new Error(`Sign-in as ${email} failed: ${response.status} ${response.text}`);
    this.csrfToken = (response.body as { csrfToken: string }).csrfToken;
    return this;
  }
}
