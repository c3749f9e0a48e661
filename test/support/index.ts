export * from './test-client';
export * from './test-context';
