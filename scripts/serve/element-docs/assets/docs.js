/**
 * The element docs' own behaviour (issue 13), loaded as a module under the portal's CSP: the Copy
 * button of the snippet, the attribute form of the live example (the element and the snippet
 * follow it), the log of the events the example sends, and the sign-in state of the example.
 * Everything shown is set as text; no HTML is built from data.
 */

const snippet = document.querySelector('[data-snippet]');
const stage = document.querySelector('[data-stage]');
const example = stage?.firstElementChild ?? null;

/** An attribute value as HTML writes it in double quotes. */
const quoteAttr = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Rewrites the snippet from the example element's attributes (the API base is the portal's). */
function updateSnippet() {
  if (!snippet || !example) return;
  const tag = snippet.dataset.tag;
  const attrs = [];
  if (snippet.dataset.apiBase && example.tagName.toLowerCase() === tag) {
    attrs.push(` api-base="${quoteAttr(snippet.dataset.apiBase)}"`);
  }
  for (const { name, value } of example.attributes) {
    if (name === 'api-base') continue;
    attrs.push(value === '' ? ` ${name}` : ` ${name}="${quoteAttr(value)}"`);
  }
  snippet.textContent =
    `<script type="module" src="${quoteAttr(snippet.dataset.scriptSrc ?? '')}"></script>\n` +
    `<${tag}${attrs.join('')}></${tag}>`;
}

// Copy: the Clipboard API (the page is https), else the selection and the user's own Ctrl+C.
for (const button of document.querySelectorAll('[data-copy]')) {
  const status = button.parentElement?.querySelector('[data-copy-status]');
  button.addEventListener('click', async () => {
    const source = document.getElementById(button.dataset.copy ?? '');
    if (!source) return;
    const say = (text) => {
      if (status) status.textContent = text;
    };
    try {
      await navigator.clipboard.writeText(source.textContent ?? '');
      say('Copied to the clipboard.');
    } catch {
      const range = document.createRange();
      range.selectNodeContents(source);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      say('Selected: press Ctrl+C (⌘C) to copy.');
    }
  });
}

// The attribute form: each change goes to the example element, then to the snippet.
const form = document.querySelector('[data-controls]');
form?.addEventListener('submit', (event) => event.preventDefault());
form?.addEventListener('input', (event) => {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
  const name = field.dataset.attr;
  if (!name || !example) return;
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    // data-off: the attribute is on by default and turned off by that value.
    const off = field.dataset.off;
    if (off !== undefined) {
      if (field.checked) example.removeAttribute(name);
      else example.setAttribute(name, off);
    } else if (field.checked) example.setAttribute(name, '');
    else example.removeAttribute(name);
  } else if (field.value === '') example.removeAttribute(name);
  else example.setAttribute(name, field.value);
  updateSnippet();
});

/** An event's detail as one line of text. */
function describe(detail) {
  try {
    return JSON.stringify(detail ?? null) ?? '';
  } catch {
    return String(detail);
  }
}

// The events of the example, newest first (ten at most); portal links are cancelled.
const log = document.querySelector('[data-event-log]');
const logEmpty = document.querySelector('[data-event-log-empty]');
const eventNames = new Set((stage?.dataset.events ?? '').split(' ').filter(Boolean));
eventNames.add('anp-navigate');
for (const name of eventNames) {
  stage?.addEventListener(name, (event) => {
    if (name === 'anp-navigate') event.preventDefault();
    if (!log) return;
    const item = document.createElement('li');
    const label = document.createElement('code');
    label.textContent = name;
    item.append(label);
    item.append(` ${describe(event.detail)}`);
    if (name === 'anp-navigate') item.append(' (cancelled: this page stays)');
    log.prepend(item);
    while (log.children.length > 10) log.lastElementChild?.remove();
    if (logEmpty) logEmpty.hidden = true;
  });
}

// Sign-in: the kit keeps its tokens in this tab's session storage after /login.
const signin = document.querySelector('[data-signin]');
const signinStatus = signin?.querySelector('[data-signin-status]');
const signinAction = signin?.querySelector('[data-signin-action]');

function signedIn() {
  try {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const value = sessionStorage.getItem(sessionStorage.key(i) ?? '') ?? '';
      if (value.includes('"credentialType":"IdToken"')) return true;
    }
  } catch {
    // Storage blocked: the page cannot tell; it offers the sign-in.
  }
  return false;
}

if (signin && signinStatus && signinAction) {
  if (signedIn()) {
    signinStatus.textContent =
      'Signed in: the example shows the data of your user and selected account.';
    signinAction.hidden = true;
  }
  // An element whose call was refused would end the session and go to the sign-in page; here the
  // page stays and offers the sign-in instead.
  window.addEventListener('anp-signed-out', (event) => {
    event.preventDefault();
    signinStatus.textContent =
      'This element needs a signed-in user: sign in to see it with live data.';
    signinAction.hidden = false;
  });
}

updateSnippet();
