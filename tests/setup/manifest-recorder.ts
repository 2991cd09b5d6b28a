import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { ANP_EVENT_DETAILS } from '@anp/core';

/**
 * Holds the element manifests (packages/<pkg>/custom-elements.json) against what the elements do
 * in the kit's tests. While each test file runs, it records:
 * - every `anp-*` event an `<anp-*>` element dispatches (the kit's code dispatching it, not a test
 *   simulating it), heard on the window;
 * - every `part` name on an element put into an `<anp-*>` element's shadow root, or set there.
 * After the file, it fails when an element dispatched an event or showed a part its manifest does
 * not list; and an element's own test file (`<name>.element.test.tsx` for `<anp-name>`), when it
 * ran whole, fails when a part the manifest lists never appeared in it.
 */

const events = new Map<string, Set<string>>();
const parts = new Map<string, Set<string>>();

const record = (into: Map<string, Set<string>>, tag: string, name: string) => {
  let names = into.get(tag);
  if (!names) into.set(tag, (names = new Set()));
  names.add(name);
};

/**
 * Whether a test file dispatched the event itself (simulating an element): the first frame of the
 * stack outside this file and jsdom is the code that called dispatchEvent.
 */
function dispatchedByATest(): boolean {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const caller = frames.find(
    (frame) => !frame.includes('manifest-recorder') && !/[\\/]jsdom[\\/]/.test(frame),
  );
  return caller !== undefined && /\.test\.[jt]sx?\b/.test(caller);
}

/**
 * The parts shown in an `<anp-*>` element's shadow root: every element with a `part` put into it
 * (with its subtree) or given one there, seen by an observer of that root. (Not when React sets
 * the attribute: a concurrent render sets it on an element it inserts only later, once the
 * render commits.)
 */
function observeParts(root: ShadowRoot) {
  const tag = root.host.localName;
  const recordElement = (el: Element) => {
    for (const name of (el.getAttribute('part') ?? '').split(/\s+/)) {
      if (name) record(parts, tag, name);
    }
  };
  const recordTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    recordElement(node);
    node.querySelectorAll('[part]').forEach(recordElement);
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'childList') mutation.addedNodes.forEach(recordTree);
      else if (mutation.target instanceof Element) recordElement(mutation.target);
    }
  }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['part'] });
}

interface Listed {
  events: Set<string>;
  parts: Set<string>;
}

let listedOnce: Map<string, Listed> | null = null;

/** What the committed manifests list, by tag (read once per test file). */
function listedByTag(): Map<string, Listed> {
  if (listedOnce) return listedOnce;
  const packages = join(process.cwd(), 'packages');
  const listed = new Map<string, Listed>();
  for (const pkg of readdirSync(packages)) {
    const file = join(packages, pkg, 'custom-elements.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      modules: {
        declarations: {
          tagName: string;
          events?: { name: string }[];
          cssParts?: { name: string }[];
        }[];
      }[];
    };
    for (const d of manifest.modules.flatMap((m) => m.declarations)) {
      listed.set(d.tagName, {
        events: new Set((d.events ?? []).map((e) => e.name)),
        parts: new Set((d.cssParts ?? []).map((p) => p.name)),
      });
    }
  }
  listedOnce = listed;
  return listed;
}

interface TaskLike {
  mode?: string;
  tasks?: TaskLike[];
  filepath?: string;
  file?: { filepath?: string };
}

const ranWhole = (task: TaskLike): boolean =>
  task.mode !== 'skip' && task.mode !== 'todo' && (task.tasks ?? []).every(ranWhole);

// Vitest hands a hook the test context first, and takes an argument it cannot destructure for a
// fixture request.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  if (events.size === 0 && parts.size === 0) return;
  const listed = listedByTag();
  const problems: string[] = [];
  // A tag without a manifest is a test's own stand-in (`anp-test-widget`), not a kit element.
  for (const [tag, names] of events) {
    for (const name of names) {
      if (listed.has(tag) && !listed.get(tag)?.events.has(name)) {
        problems.push(`<${tag}> dispatched ${name}, which its manifest does not list`);
      }
    }
  }
  for (const [tag, names] of parts) {
    for (const name of names) {
      if (listed.has(tag) && !listed.get(tag)?.parts.has(name)) {
        problems.push(`<${tag}> has part="${name}", which its manifest does not list`);
      }
    }
  }
  const task = suite as TaskLike;
  const own = /([a-z-]+)\.element\.test\.tsx?$/.exec(task.filepath ?? task.file?.filepath ?? '');
  const tag = own ? `anp-${own[1]}` : '';
  if (own && ranWhole(task)) {
    for (const name of listed.get(tag)?.parts ?? []) {
      if (!parts.get(tag)?.has(name)) {
        problems.push(`<${tag}> lists part "${name}", which its tests never rendered`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`The element manifests disagree with the elements:\n${problems.join('\n')}`);
  }
});

if (typeof window !== 'undefined' && typeof Element !== 'undefined') {
  // Every event name an element may dispatch: the kit's own (AnpEventMap, which dispatchAnpEvent
  // takes) and those the manifests list (the definitions' callbacks). They bubble and are
  // composed: the window hears them first, from the element that dispatched them.
  const names = new Set([
    ...Object.keys(ANP_EVENT_DETAILS),
    ...[...listedByTag().values()].flatMap((listed) => [...listed.events]),
  ]);
  const onEvent = (event: Event) => {
    const origin = event.composedPath()[0];
    if (origin instanceof Element && origin.localName.startsWith('anp-') && !dispatchedByATest()) {
      record(events, origin.localName, event.type);
    }
  };
  for (const name of names) window.addEventListener(name, onEvent, { capture: true });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    if (this.localName.startsWith('anp-')) observeParts(root);
    return root;
  };
}
