/**
 * XSS: the payloads of corpora/xss.json stored through the API where users write text (complaint
 * subject, product name and lot numbers, names of uploaded files, the cart's PO number and
 * delivery note, an order modification's PO and note) and reflected through the portal's
 * addresses (order search, document preview id, order number, FAQ id and page name in the path,
 * the sign-in return address). Headless Chromium then opens the pages that show them, with the
 * portal's real CSP, and counts:
 *  - executions: calls of the hook every payload makes (`window.__anpXss(id)`, a Playwright
 *    binding, so a CSP cannot hide a call that happened);
 *  - injected markup: elements or attributes made from a payload (an event-handler attribute, a
 *    javascript:/data: URL, an element with the payload's id, a script holding the hook) and
 *    template text that was evaluated instead of shown;
 *  - CSP violations (securitypolicyviolation events) on those pages.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Actor } from './actors';
import type { XssPayload } from './corpus';
import { multipartBody } from './uploads';
import { complaintBody, openDraft } from './support';

export interface XssResult {
  payloads: number;
  stored: number;
  reflected: number;
  pages: number;
  executed: string[];
  injected: string[];
  cspViolations: string[];
  /** Stored payloads the pages showed as text (a payload never shown proves nothing). */
  shown: number;
  notes: string[];
}

interface Scan {
  injected: { id: string; how: string }[];
  text: string;
}

/**
 * Runs in the page: walks the document and every open shadow root, and returns the injected
 * markup it finds and the text shown (text nodes and form values). Plain JavaScript source, so
 * no transpiler helper (esbuild's __name) ends up in a function the page cannot run.
 */
const SCAN_PAGE = `(() => {
  const injected = [];
  const texts = [];
  const idOf = (value) =>
    (/__anpXss\\('(x\\d+)'\\)/.exec(value) || /anpxss(x\\d+)/.exec(value) || [])[1] || '?';
  const URLS = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'content', 'poster', 'background'];
  const visit = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue || '');
    for (const el of root.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if ((tag === 'input' || tag === 'textarea') && el.value) texts.push(el.value);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value;
        if (!/__anpXss|anpxss/.test(value)) continue;
        if (name.startsWith('on')) injected.push({ id: idOf(value), how: tag + ' ' + name + '=' });
        else if (name === 'srcdoc') injected.push({ id: idOf(value), how: tag + ' srcdoc' });
        else if (URLS.includes(name) && /^\\s*(javascript|data|vbscript):/i.test(value))
          injected.push({ id: idOf(value), how: tag + ' ' + name + '=' + value.slice(0, 11) });
        else if (name === 'id' && value.startsWith('anpxss'))
          injected.push({ id: idOf(value), how: '<' + tag + '> element' });
      }
      if (tag === 'script' && (el.textContent || '').includes('__anpXss'))
        injected.push({ id: idOf(el.textContent || ''), how: 'script element' });
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  return { injected, text: texts.join('\\n') };
})()`;

const REFLECTED_PLACES: { label: string; url: (p: string) => string }[] = [
  { label: 'order search', url: (p) => `/us/en/pages/orders?search=${encodeURIComponent(p)}` },
  {
    label: 'order filters',
    url: (p) => `/us/en/pages/orders?status=${encodeURIComponent(p)}&type=${encodeURIComponent(p)}`,
  },
  {
    label: 'document preview id',
    url: (p) => `/us/en/pages/documents?doc=${encodeURIComponent(p)}`,
  },
  { label: 'order number in the path', url: (p) => `/us/en/pages/orders/${encodeURIComponent(p)}` },
  {
    label: 'modify order number in the path',
    url: (p) => `/us/en/pages/orders/${encodeURIComponent(p)}/modify`,
  },
  { label: 'FAQ id in the path', url: (p) => `/us/en/pages/support/faq/${encodeURIComponent(p)}` },
  { label: 'page name', url: (p) => `/us/en/pages/${encodeURIComponent(p)}` },
  { label: 'sign-in return address', url: (p) => `/login?returnTo=${encodeURIComponent(p)}` },
  { label: 'hash', url: (p) => `/us/en/pages/dashboard#${encodeURIComponent(p)}` },
];

async function signInPage(browser: Browser, origin: string, email: string, password: string) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`${origin}/login?returnTo=${encodeURIComponent('/us/en/pages/dashboard')}`);
  await page.waitForURL(/\/oidc\/interaction\//, { timeout: 60_000 });
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.includes('/pages/'), { timeout: 60_000 });
  return { context, page };
}

/** Stores the payloads through the API; returns how many places took one. */
async function store(actor: Actor, payloads: XssPayload[], notes: string[]): Promise<number> {
  const c = actor.client;
  let stored = 0;
  const took = (status: number, where: string, p: XssPayload) => {
    if (status >= 200 && status < 300) stored += 1;
    else notes.push(`${where} refused ${p.id} (${p.kind}): ${status}`);
  };
  // Files named after payloads, on one case.
  const named = payloads.filter((p) => p.text.length <= 240).slice(0, 8);
  const draft = await openDraft(c);
  const docIds: string[] = [];
  if (draft)
    for (const p of named) {
      const docName = `${p.text}.txt`;
      const form = multipartBody(
        {
          caseId: draft,
          docName,
          docType: 'AnhComplaintsDoc',
          fileType: 'txt',
          langCode: 'en',
          type: 'CustomerCase',
        },
        { name: docName, type: 'text/plain', content: Buffer.from(`${p.kind}\n`) },
      );
      const reply = await c.send(`/api/users/account/customerCase/${draft}/documents`, {
        method: 'POST',
        headers: { 'content-type': form.contentType },
        body: form.body,
      });
      took(reply.status, 'file name', p);
      const id = reply.json<{ id: string }>()?.id;
      if (reply.status === 201 && id) docIds.push(id);
    }
  if (draft) {
    const body = await complaintBody(c, draft, { subject: 'Files with odd names' });
    const reply = await c.send('/api/users/account/customerCase', {
      json: { ...body, caseDocs: docIds },
    });
    if (reply.status >= 300)
      notes.push(
        `the case with the named files was refused: ${reply.status} ${reply.text.slice(0, 200)}`,
      );
  }
  // A case per payload: subject, product name and lot number.
  for (const p of payloads) {
    const d = await openDraft(c);
    if (!d) continue;
    const body = await complaintBody(c, d, {
      subject: p.text.slice(0, 200),
      productName: p.text,
      ...(p.text.length <= 40 ? { lot: p.text } : {}),
      comment: p.text,
    });
    took((await c.send('/api/users/account/customerCase', { json: body })).status, 'complaint', p);
  }
  // The cart: a short payload as PO number, others as delivery note.
  const shortOnes = payloads.filter((p) => p.text.length <= 35);
  const noteOnes = payloads.filter((p) => p.text.length <= 120);
  const po = shortOnes[0];
  const note = noteOnes[1] ?? noteOnes[0];
  if (po) took((await c.send('/api/cart/update', { json: { po: po.text } })).status, 'cart PO', po);
  if (note)
    took(
      (await c.send('/api/cart/update', { json: { note: note.text } })).status,
      'cart note',
      note,
    );
  // An order modification: PO number and note.
  const orders = (await c.send('/api/orders?limit=30')).json<{
    rows: { orderNumber: string; modifiable: boolean }[];
  }>();
  const modifiable = orders?.rows.find((r) => r.modifiable)?.orderNumber;
  const mpo = shortOnes[1];
  const mnote = noteOnes[2];
  if (modifiable && mpo && mnote) {
    const reply = await c.send('/api/updateModifiedOrder', {
      json: { orderNumber: modifiable, apply: false, po: mpo.text, note: mnote.text },
    });
    took(reply.status, 'modification PO', mpo);
    took(reply.status, 'modification note', mnote);
  }
  return stored;
}

export async function xss(
  actor: Actor,
  payloads: XssPayload[],
  options: {
    origin: string;
    chromium: string;
    args: string[];
    password: string;
    screenshots?: string;
  },
): Promise<XssResult> {
  const notes: string[] = [];
  const stored = await store(actor, payloads, notes);
  const result: XssResult = {
    payloads: payloads.length,
    stored,
    reflected: 0,
    pages: 0,
    executed: [],
    injected: [],
    cspViolations: [],
    shown: 0,
    notes,
  };
  const executed = new Set<string>();
  const injected = new Map<string, string>();
  const shownMarkers = new Set<string>();

  // The pages' own API calls are not paced by the review's client: give them a bucket with room.
  await actor.client.ensureBudget(300);
  const browser = await chromium.launch({
    executablePath: options.chromium,
    args: options.args,
    headless: true,
  });
  try {
    const { context, page } = await signInPage(
      browser,
      options.origin,
      actor.email,
      options.password,
    );
    await context.exposeBinding('__anpXss', (_source, id: unknown) => {
      executed.add(String(id));
    });
    await context.addInitScript(() => {
      const w = window as unknown as { __anpCsp: string[] };
      w.__anpCsp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__anpCsp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });

    const look = async (p: Page, path: string, expand = false) => {
      result.pages += 1;
      try {
        await p.goto(`${options.origin}${path}`, { waitUntil: 'load', timeout: 30_000 });
        await p.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        for (let i = 0; expand && i < 10; i += 1) {
          const more = p.getByRole('button', { name: 'Show more cases' });
          if (!(await more.isVisible().catch(() => false))) break;
          await more.click();
          await p.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        }
        await p.waitForTimeout(300);
        if (options.screenshots)
          await p.screenshot({
            path: `${options.screenshots}/${String(result.pages).padStart(2, '0')}.png`,
          });
        const scan = (await p.evaluate(SCAN_PAGE)) as Scan;
        for (const hit of scan.injected)
          injected.set(`${hit.id}`, `${hit.how} on ${path.slice(0, 80)}`);
        for (const payload of payloads) {
          if (
            !scan.text.includes(payload.marker) &&
            !scan.text.includes(`__anpXss('${payload.id}')`)
          )
            continue;
          shownMarkers.add(payload.id);
          if (
            payload.literal &&
            scan.text.includes(payload.marker) &&
            !scan.text.includes(payload.literal)
          )
            injected.set(payload.id, `template evaluated on ${path.slice(0, 80)}`);
        }
        const csp = await p
          .evaluate(() => (window as unknown as { __anpCsp?: string[] }).__anpCsp ?? [])
          .catch(() => []);
        for (const v of csp) result.cspViolations.push(`${path.slice(0, 60)}: ${v}`);
      } catch (error) {
        notes.push(`${path.slice(0, 80)}: ${(error as Error).message.split('\n')[0]}`);
        if (options.screenshots)
          await p
            .screenshot({
              path: `${options.screenshots}/${String(result.pages).padStart(2, '0')}-failed.png`,
            })
            .catch(() => undefined);
      }
    };

    // The detector itself, first: markup injected on purpose must be found, the hook must be
    // callable, and the page's CSP must either report the inline handler or let it run.
    await page.goto(`${options.origin}/us/en/pages/dashboard`, { waitUntil: 'load' });
    await page.evaluate(
      `document.body.insertAdjacentHTML('beforeend', '<img id="anpxssx00" src="data:," onerror="__anpXss(\\'x00\\')">')`,
    );
    await page.waitForTimeout(500);
    const probe = (await page.evaluate(SCAN_PAGE)) as Scan;
    const reported = (await page.evaluate('window.__anpCsp.length')) as number;
    const ranInline = executed.has('x00');
    await page.evaluate(`window.__anpXss('x00')`);
    if (
      !probe.injected.some((i) => i.id === 'x00') ||
      !executed.has('x00') ||
      (!ranInline && reported === 0)
    )
      throw new Error(
        `the XSS detector does not work (found ${JSON.stringify(probe.injected)}, hook ${executed.has('x00')}, CSP reports ${reported})`,
      );
    notes.push(
      `self-check: injected markup found; its inline handler ${ranInline ? 'RAN (no CSP against inline handlers)' : `was blocked by the CSP (${reported} report)`}`,
    );
    executed.clear();

    // Stored: the pages that show what was written.
    await look(page, '/us/en/pages/support', true);
    await look(page, '/us/en/pages/cart');
    await look(page, '/us/en/pages/cart/review');
    const orders = (await actor.client.send('/api/modifiedOrderList')).json<{
      drafts: { orderNumber: string }[];
    }>();
    for (const d of orders?.drafts.slice(0, 1) ?? [])
      await look(page, `/us/en/pages/orders/${d.orderNumber}/modify`);
    result.shown = shownMarkers.size;
    if (result.shown < payloads.length)
      notes.push(
        `only ${result.shown} of ${payloads.length} stored payloads were shown: the others were not tested (a page failed to load?)`,
      );

    // Reflected: each place gets a share of the payloads, each payload at least one place.
    let turn = 0;
    for (const payload of payloads) {
      const place = REFLECTED_PLACES[turn++ % REFLECTED_PLACES.length];
      if (!place) continue;
      result.reflected += 1;
      await look(page, place.url(payload.text));
    }
    await context.close();
  } finally {
    await browser.close();
  }
  result.executed = [...executed].map(
    (id) => `${id} (${payloads.find((p) => p.id === id)?.kind ?? '?'})`,
  );
  result.injected = [...injected].map(
    ([id, how]) => `${id} (${payloads.find((p) => p.id === id)?.kind ?? '?'}): ${how}`,
  );
  return result;
}
