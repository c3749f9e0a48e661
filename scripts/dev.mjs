// `npm run dev`: the api restarting on change and Vite with hot reload, proxying API calls to it.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'node --watch --enable-source-maps -r @swc-node/register apps/api/src/main.ts',
      prefixColor: 'blue',
    },
    { name: 'web', command: 'npm run dev -w frontend', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
