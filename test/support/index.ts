export * from './test-client';
export * from './test-context';
export * from './people-samples';
export * from './catalog-samples';
export * from './fakes';
export * from './attendance-samples';
