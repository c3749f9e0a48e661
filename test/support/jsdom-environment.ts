import { TextDecoder, TextEncoder } from 'node:util';
import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom for the frontend specs that render, with the web APIs it lacks and browsers have (fetch's Request,
 * the text encoders) taken from Node. React Router builds a Request for every navigation; its AbortController
 * comes from Node too, so the request accepts its signal. A spec opts in with
 * `@jest-environment ./test/support/jsdom-environment.ts`.
 */
export default class BrowserLikeEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, {
      TextEncoder,
      TextDecoder,
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
    });
  }
}
