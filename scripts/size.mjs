import { BUDGETS, kb, measureCdn } from './bundle-sizes.mjs';

/** Fails when a bundle budget is exceeded (ARCHITECTURE §7: budgets fail the build). */
const m = measureCdn();
const problems = [];
if (m.mainRuntimeFiles.length !== 1)
  problems.push(`expected ONE shared runtime chunk, found ${m.mainRuntimeFiles.length}`);
if (m.msalFiles.length === 0)
  problems.push('found no MSAL chunk: the lazy sign-in import is missing from the build');
if (m.runtimeBytes > BUDGETS.runtime)
  problems.push(`runtime chunk ${kb(m.runtimeBytes)} > ${kb(BUDGETS.runtime)}`);
if (m.elements.length === 0) problems.push('no element entries in the CDN build');
for (const e of m.elements) {
  if (e.ownBytes > BUDGETS.element)
    problems.push(`${e.tag} own code ${kb(e.ownBytes)} > ${kb(BUDGETS.element)}`);
  if (e.msalInInitial) problems.push(`${e.tag} loads MSAL at start (it must stay lazy)`);
}
console.log(`runtime chunk: ${kb(m.runtimeBytes)} gzip (budget ${kb(BUDGETS.runtime)})`);
for (const e of m.elements)
  console.log(
    `${e.tag}: ${kb(e.ownBytes)} gzip own code (budget ${kb(BUDGETS.element)}), MSAL at start: ${e.msalInInitial ? 'yes' : 'no'}`,
  );
if (problems.length) {
  for (const p of problems) console.error(`size budget: ${p}`);
  process.exit(1);
}
console.log('size budgets: all within budget');
