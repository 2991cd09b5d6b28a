import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { createRoot } from './cdn-preact-client.ts';

/** The next task, after which a render this root scheduled has happened. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the CDN build's react-dom/client on Preact", () => {
  it('renders on a later task, as React does, not inside render()', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(h('p', null, 'first'));
    expect(container.textContent).toBe('');
    await nextTask();
    expect(container.textContent).toBe('first');
  });

  it('renders only the latest tree of several render() calls, once', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const rendered: string[] = [];
    const Text = ({ text }: { text: string }) => {
      rendered.push(text);
      return h('p', null, text);
    };
    root.render(h(Text, { text: 'one' }));
    root.render(h(Text, { text: 'two' }));
    await nextTask();
    expect(rendered).toEqual(['two']);
    expect(container.textContent).toBe('two');
  });

  it('unmounts at once and drops a render still pending', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(h('p', null, 'shown'));
    await nextTask();
    root.render(h('p', null, 'never'));
    root.unmount();
    expect(container.textContent).toBe('');
    await nextTask();
    expect(container.textContent).toBe('');
  });
});
