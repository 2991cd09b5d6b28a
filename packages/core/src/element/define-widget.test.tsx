import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { defineWidget } from './define-widget';
import { resetPageConfig } from '../config/page-config';
import { useKitContext } from './kit-context';
import { useKitTranslation } from '../i18n/use-kit-translation';

interface GreeterProps {
  name?: string;
  count?: number;
  compact?: boolean;
  items?: string[];
  onGreeted?: (detail: { name: string }) => void;
}

function Greeter({ name = 'nobody', count, compact, items, onGreeted }: GreeterProps) {
  const { country, lang } = useKitContext();
  const { t } = useKitTranslation();
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <p data-testid="text">
        Hello {name} {count ?? '-'} {compact ? 'compact' : 'full'} {items?.join('+') ?? ''}{' '}
        {country}/{lang}
      </p>
      <p data-testid="close">{t('common.close')}</p>
      <button
        type="button"
        onClick={() => {
          setClicks((c) => c + 1);
          onGreeted?.({ name });
        }}
      >
        clicked {clicks}
      </button>
    </div>
  );
}

let counter = 0;
function freshWidget() {
  counter += 1;
  return defineWidget<GreeterProps>({
    tag: `anp-greeter-${counter}`,
    component: Greeter,
    summary: 'Test widget',
    props: {
      name: { type: 'string', description: 'Who to greet' },
      count: { type: 'number', description: 'A number' },
      compact: { type: 'boolean', description: 'Compact mode' },
      items: { type: 'json', description: 'A list' },
    },
    events: { onGreeted: { name: 'anp-greeted', description: 'Greeted' } },
  });
}

function mount(tag: string, attrs: Record<string, string> = {}) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const text = (el: Element, id = 'text') =>
  el.shadowRoot?.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim();

afterEach(() => {
  document.body.innerHTML = '';
  resetPageConfig();
});

describe('given a widget defined with defineWidget', () => {
  it('renders inside an open shadow root with typed attributes', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag, {
      name: 'Ana',
      count: '3',
      compact: '',
      items: '["a","b"]',
      country: 'mx',
      lang: 'es',
    });
    await waitFor(() => expect(text(el)).toBe('Hello Ana 3 compact a+b mx/es'));
    expect(text(el, 'close')).toBe('Cerrar');
  });

  it('re-renders on attribute change and treats a removed attribute as unset', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag, { name: 'Ana', compact: '' });
    await waitFor(() => expect(text(el)).toContain('Hello Ana'));
    el.setAttribute('name', 'Bo');
    await waitFor(() => expect(text(el)).toContain('Hello Bo'));
    el.removeAttribute('name');
    el.removeAttribute('compact');
    await waitFor(() => expect(text(el)).toContain('Hello nobody - full'));
  });

  it('mirrors properties to attributes with their declared type', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag) as HTMLElement & GreeterProps;
    el.items = ['x', 'y'];
    el.count = 7;
    el.compact = true;
    await waitFor(() => expect(text(el)).toContain('7 compact x+y'));
    expect(el.getAttribute('items')).toBe('["x","y"]');
    expect(el.items).toEqual(['x', 'y']);
    el.compact = false;
    expect(el.hasAttribute('compact')).toBe(false);
  });

  it('takes a json property given as text as the attribute text (React 19 sets properties)', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag) as HTMLElement & { items: unknown };
    el.items = '["a","b"]';
    expect(el.getAttribute('items')).toBe('["a","b"]');
    expect(el.items).toEqual(['a', 'b']);
    await waitFor(() => expect(text(el)).toContain('a+b'));
  });

  it('registers once: a second register (a bundle loaded twice) does not throw', () => {
    const widget = freshWidget();
    const first = widget.register();
    expect(() => widget.register()).not.toThrow();
    expect(widget.register()).toBe(first);
    expect(customElements.get(widget.tag)).toBe(first);
  });

  it('dispatches anp-* events that bubble out of the shadow root to the document', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag, { name: 'Ana' });
    const seen: unknown[] = [];
    document.addEventListener('anp-greeted', (e) => seen.push((e as CustomEvent).detail));
    await waitFor(() => expect(el.shadowRoot?.querySelector('button')).toBeTruthy());
    el.shadowRoot?.querySelector('button')?.click();
    await waitFor(() => expect(seen).toEqual([{ name: 'Ana' }]));
  });

  it('shows a readable error for an attribute that does not parse, instead of throwing', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag, { items: '{not json', count: 'many' });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
        'items is not valid JSON',
      ),
    );
    expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
      'count "many" is not a number',
    );
  });

  it('names the bad field when the configuration is invalid', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag, { country: 'atlantis' });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toMatch(/country/),
    );
  });

  it('follows the page config set through window.anp.configure', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag, { name: 'Ana' });
    await waitFor(() => expect(text(el)).toContain('us/en'));
    window.anp?.configure({ country: 'br', lang: 'pt' });
    await waitFor(() => expect(text(el)).toContain('br/pt'));
    expect(text(el, 'close')).toBe('Fechar');
  });

  it('keeps its state when moved in the DOM (remove and re-add in one task)', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag, { name: 'Ana' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('button')).toBeTruthy());
    el.shadowRoot?.querySelector('button')?.click();
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('button')?.textContent).toBe('clicked 1'),
    );
    const other = document.createElement('section');
    document.body.append(other);
    other.append(el); // a move: disconnected then connected in the same task
    await new Promise((r) => setTimeout(r, 10));
    expect(el.shadowRoot?.querySelector('button')?.textContent).toBe('clicked 1');
  });

  it('unmounts when removed for good, and renders again when re-added', async () => {
    const widget = freshWidget();
    widget.register();
    const el = mount(widget.tag, { name: 'Ana' });
    await waitFor(() => expect(text(el)).toContain('Hello Ana'));
    el.remove();
    await new Promise((r) => setTimeout(r, 10));
    expect(el.shadowRoot?.querySelector('[data-testid="text"]')).toBeNull();
    document.body.append(el);
    await waitFor(() => expect(text(el)).toContain('Hello Ana'));
  });
});

describe('given a widget whose code loads when it first renders', () => {
  interface LevelProps {
    headingLevel?: number;
    label?: string;
  }
  const Heading = ({ headingLevel, label }: LevelProps) => {
    const Tag = `h${headingLevel ?? 1}` as 'h1';
    return <Tag data-testid="heading">{label ?? 'Orders'}</Tag>;
  };

  function lazyWidget(release: Promise<void>, extra: { showLoading?: boolean } = {}) {
    counter += 1;
    let loads = 0;
    const widget = defineWidget<LevelProps>({
      tag: `anp-lazy-${counter}`,
      load: async () => {
        loads += 1;
        await release;
        return Heading;
      },
      headingLevel: { default: 3, min: 2, max: 5 },
      summary: 'Lazy test widget',
      props: { label: { type: 'string', description: 'The heading' } },
      ...extra,
    });
    widget.register();
    return { widget, loads: () => loads };
  }

  it('says it is loading, in the page language, until the code arrives; loads it once', async () => {
    let release: () => void = () => undefined;
    const { widget, loads } = lazyWidget(new Promise<void>((r) => (release = r)));
    const first = mount(widget.tag, { lang: 'es' });
    const second = mount(widget.tag, { lang: 'es' });
    await waitFor(() =>
      expect(first.shadowRoot?.querySelector('[role="status"]')?.textContent).toContain('Cargando'),
    );
    release();
    await waitFor(() => expect(text(first, 'heading')).toBe('Orders'));
    await waitFor(() => expect(text(second, 'heading')).toBe('Orders'));
    expect(loads()).toBe(1);
  });

  it('shows nothing while loading when asked not to', async () => {
    let release: () => void = () => undefined;
    const { widget } = lazyWidget(new Promise<void>((r) => (release = r)), { showLoading: false });
    const el = mount(widget.tag);
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot?.querySelector('[role="status"]')).toBeNull();
    release();
    await waitFor(() => expect(text(el, 'heading')).toBe('Orders'));
  });

  it.each([
    [undefined, 'H3'],
    ['2', 'H2'],
    ['5', 'H5'],
    ['1', 'H3'],
    ['6', 'H3'],
    ['4.5', 'H3'],
  ])('heading-level %j renders an %s (allowed 2 to 5, default 3)', async (attr, tag) => {
    const { widget } = lazyWidget(Promise.resolve());
    const el = mount(widget.tag, attr === undefined ? {} : { 'heading-level': attr });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[data-testid="heading"]')?.tagName).toBe(tag),
    );
  });

  it('says what is wrong with a heading level that is no number', async () => {
    const { widget } = lazyWidget(Promise.resolve());
    const el = mount(widget.tag, { 'heading-level': 'x' });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
        'heading-level "x" is not a number',
      ),
    );
  });

  it('takes the heading level as a property and documents the attribute', async () => {
    const { widget } = lazyWidget(Promise.resolve());
    expect(widget.definition.headingLevel).toEqual({ default: 3, min: 2, max: 5 });
    const el = mount(widget.tag);
    (el as HTMLElement & { headingLevel?: number }).headingLevel = 4;
    expect(el.getAttribute('heading-level')).toBe('4');
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[data-testid="heading"]')?.tagName).toBe('H4'),
    );
  });
});
