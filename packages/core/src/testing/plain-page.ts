/**
 * Element tests on a plain page: puts a kit element with its attributes (and light-DOM content)
 * into the document, as a CMS page would, and reads its shadow root.
 */
export function mountElement(
  tag: string,
  attributes: Record<string, string>,
  html = '',
): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

/** The open shadow root every kit element renders into. */
export const shadowOf = (el: Element): ShadowRoot => el.shadowRoot as ShadowRoot;
