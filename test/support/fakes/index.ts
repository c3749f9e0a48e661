export {
  FakeHttpServer,
  type FakeResponse,
  type FakeServerAddress,
  type RecordedRequest,
} from './fake-http-server';
export * from './fake-stripe';
export * from './fake-paypal';
