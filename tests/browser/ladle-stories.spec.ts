import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const LADLE = 'http://127.0.0.1:4190';
const meta = JSON.parse(readFileSync('ladle/build/meta.json', 'utf8')) as {
  stories: Record<string, { name: string }>;
};
const storyIds = Object.keys(meta.stories);

/** Stories per test, and pages rendering at once within a test (the stories are independent). */
const PER_TEST = 12;
const PAGES = 3;

/** Opens one story and answers the errors it logged while rendering. */
async function renderStory(page: Page, id: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(e.message);
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') errors.push(m.text());
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  try {
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
  } catch (error) {
    errors.push(`did not render: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
  return errors;
}

test('the Ladle build holds stories', () => {
  expect(storyIds.length).toBeGreaterThan(5);
});

for (let start = 0; start < storyIds.length; start += PER_TEST) {
  const ids = storyIds.slice(start, start + PER_TEST);
  test(`stories ${ids[0]} … ${ids.at(-1)} render without console errors`, async ({ context }) => {
    const failures: Record<string, string[]> = {};
    const queue = [...ids];
    const pages = await Promise.all(
      Array.from({ length: Math.min(PAGES, ids.length) }, () => context.newPage()),
    );
    await Promise.all(
      pages.map(async (page) => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const errors = await renderStory(page, id);
          if (errors.length > 0) failures[id] = errors;
        }
      }),
    );
    // Every story of the group, named with its errors when it logged any.
    expect(failures).toEqual({});
  });
}
