// One runner, three tiers: unit specs beside the code, API end-to-end over HTTP, browser journeys.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@app/migrations$': '<rootDir>/migrations',
    '^@app/api$': '<rootDir>/apps/api/src',
    '^@app/api/(.*)$': '<rootDir>/apps/api/src/$1',
    '^@app/worker/(.*)$': '<rootDir>/apps/worker/src/$1',
    '^@app/test$': '<rootDir>/test/support',
    '^@app/test/(.*)$': '<rootDir>/test/support/$1',
    '^@app/bench/(.*)$': '<rootDir>/bench/$1',
    '^@/(.*)$': '<rootDir>/frontend/src/$1',
    '^@app/([a-z-]+)$': '<rootDir>/libs/$1/src',
    '^@app/([a-z-]+)/(.*)$': '<rootDir>/libs/$1/src/$2',
  },
};

const database = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

module.exports = {
  // Per-project timeouts are not supported; API and browser tests boot whole apps.
  testTimeout: 90_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{apps,libs,test/unit,test/support}/**/*.spec.ts',
        '<rootDir>/frontend/src/**/*.spec.{ts,tsx}',
      ],
    },
    {
      ...shared,
      ...database,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
    },
    {
      ...shared,
      ...database,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
    },
  ],
};
