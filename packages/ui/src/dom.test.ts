import { afterEach, describe, expect, it } from 'vitest';
import { focusableWithin, getActiveElement } from './dom';

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('given focus in the document', () => {
  it('returns the focused element', () => {
    const root = mount('<button>One</button><button>Two</button>');
    const two = root.querySelectorAll('button')[1];
    two?.focus();
    expect(getActiveElement(root)).toBe(two);
  });
});

describe('given focus inside a shadow root', () => {
  function shadowHost() {
    const host = document.createElement('anp-test');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    button.textContent = 'Inside';
    shadow.append(button);
    return { host, shadow, button };
  }

  it('returns the focused control inside the shadow root, not its host', () => {
    const { shadow, button } = shadowHost();
    button.focus();
    expect(getActiveElement(shadow.firstElementChild as Element)).toBe(button);
  });

  it('follows focus down from the document into the shadow root', () => {
    const { button } = shadowHost();
    button.focus();
    expect(getActiveElement(document)).toBe(button);
  });

  it('returns null for a shadow root when focus is outside it', () => {
    const { shadow } = shadowHost();
    const outside = mount('<button>Outside</button>').querySelector('button');
    outside?.focus();
    expect(getActiveElement(shadow.firstElementChild as Element)).toBeNull();
  });
});

describe('given a container with controls', () => {
  it('lists what Tab reaches, in document order', () => {
    const root = mount(`
      <a href="/orders">Orders</a>
      <a>No href</a>
      <button>Save</button>
      <button disabled>Disabled</button>
      <input type="hidden" name="token" />
      <input aria-label="Quantity" />
      <fieldset disabled><input aria-label="In disabled fieldset" /></fieldset>
      <div tabindex="0">Focusable div</div>
      <div tabindex="-1">Programmatic only</div>
      <div hidden><button>Hidden</button></div>
      <div inert><button>Inert</button></div>
      <button style="display: none">Not displayed</button>
      <select aria-label="Unit"><option>lb</option></select>
      <textarea aria-label="Note"></textarea>
    `);
    const names = focusableWithin(root).map(
      (element) => element.getAttribute('aria-label') ?? element.textContent?.trim(),
    );
    expect(names).toEqual(['Orders', 'Save', 'Quantity', 'Focusable div', 'Unit', 'Note']);
  });

  it('returns an empty list when nothing is focusable', () => {
    expect(focusableWithin(mount('<p>Just text</p>'))).toEqual([]);
  });
});
