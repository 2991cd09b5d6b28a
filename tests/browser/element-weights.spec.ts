import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cdnDir } from '../../scripts/cdn-files.mjs';
import {
  type DemoIds,
  ELEMENT_CASES,
  type ElementWeight,
  WEIGHTS_FILE,
  budgetProblems,
  demoIds,
  measureElement,
} from './support/element-weights';
import { STACK, accessToken, signIn } from './support/stack';

/**
 * Issue 13's weights, as a browser really loads them: each element alone on a cold CMS page that
 * carries only the loader, every CDN file requested until its first real content (see
 * support/element-weights.ts). The figures go to test-results/element-weights.json, which
 * `npm run size` and `npm run bench` print; the test fails over budget.
 */
test.describe('the weight of each element alone on a cold CMS page', () => {
  test('every element loads within its budget', async ({ browser, page }) => {
    test.setTimeout(240_000);
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
    const token = (await accessToken(page)) ?? '';
    expect(token).toBeTruthy();
    const ids: DemoIds = await demoIds(page, `${STACK}/api`, token);
    const weights: ElementWeight[] = [];
    for (const element of ELEMENT_CASES) {
      weights.push(
        await measureElement(browser, element, {
          cmsPage: 'http://127.0.0.1:4180/cms-page.html',
          cdnUrl: 'http://127.0.0.1:4180/cdn/current/',
          cdnDir: cdnDir(),
          apiBase: `${STACK}/api`,
          token,
          ids,
        }),
      );
    }
    mkdirSync('test-results', { recursive: true });
    writeFileSync(WEIGHTS_FILE, `${JSON.stringify(weights, null, 2)}\n`);
    expect(budgetProblems(weights)).toEqual([]);
  });
});
