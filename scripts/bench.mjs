import { BUDGETS, kb, measureCdn } from './bundle-sizes.mjs';

/** `npm run bench`: prints figures, never fails on timing. Bundle sizes need `npm run build`. */
try {
  const m = measureCdn();
  console.log('bundle sizes (gzip):');
  console.log(
    `  shared runtime chunk  ${kb(m.runtimeBytes).padStart(9)}  budget ${kb(BUDGETS.runtime)}`,
  );
  for (const e of m.elements) {
    console.log(
      `  ${e.tag.padEnd(20)}  ${kb(e.ownBytes).padStart(9)}  budget ${kb(BUDGETS.element)}  (loads at start: ${e.initial.join(', ')})`,
    );
  }
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
