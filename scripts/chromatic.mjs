// `npm run chromatic`: publishes the Storybook to Chromatic, where every story is
// captured in the modes small (375), medium (768) and large (1280) set in
// .storybook/preview.tsx. Needs CHROMATIC_PROJECT_TOKEN and internet access; never
// part of `npm test`. Offline, Chromatic cannot reach its service and would wait
// forever, so the run is bounded.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN (Chromatic → Manage → Configure) to publish the Storybook.');
  process.exit(1);
}
const minutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 20);
const result = spawnSync(
  'timeout',
  [
    `${minutes}m`,
    'node_modules/.bin/chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed=false',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
if (result.status === 124)
  console.error(`Chromatic did not finish within ${minutes} minutes (is the network reachable?).`);
process.exit(result.status ?? 1);
