import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const LADLE = 'http://127.0.0.1:4190';
const meta = JSON.parse(readFileSync('ladle/build/meta.json', 'utf8')) as {
  stories: Record<string, { name: string }>;
};
const storyIds = Object.keys(meta.stories);

test('the Ladle build holds stories', () => {
  expect(storyIds.length).toBeGreaterThan(5);
});

for (const id of storyIds) {
  test(`story ${id} renders without console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${LADLE}/?story=${id}&mode=preview`);
    // Rendered: the story root holds light-DOM content, or a host whose shadow root has some.
    await page.waitForFunction(() => {
      const root = document.querySelector('#ladle-root');
      if (!root) return false;
      const hosts = [root, ...root.querySelectorAll('*')].filter((el) => el.shadowRoot);
      return (
        root.children.length > 0 || hosts.some((el) => (el.shadowRoot?.childNodes.length ?? 0) > 0)
      );
    });
    await page.waitForTimeout(150);
    expect(errors).toEqual([]);
  });
}
