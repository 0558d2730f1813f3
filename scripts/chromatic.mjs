// `npm run chromatic`: publishes the Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set.
// Without a token it explains itself and exits 0, so local runs and CI are not broken by it.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.');
  console.log('Set it to the project token from chromatic.com to publish the stories for review.');
  console.log('Local visual regression runs in `npm test` (story screenshots compared in Chromium).');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
