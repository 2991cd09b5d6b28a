import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.mjs';
import { npx } from './run.mjs';

/** `npm run test:browser`: Playwright on the system Chromium (build first with `npm run build`). */
const chromium = await findChromium();
if (!chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
process.exit(
  await npx(['playwright', 'test', ...process.argv.slice(2)], {
    env: { ...process.env, ANP_CHROMIUM: chromium },
  }),
);
