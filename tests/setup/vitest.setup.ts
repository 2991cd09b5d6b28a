import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadKitLanguage } from '@anp/core';
// Records the events and parts of the elements, checked against their manifests after each file.
import './manifest-recorder';

// findBy and waitFor wait up to 5 s: on a busy two-core CI machine the first render of a widget
// whose code and strings load on demand can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty DOM and empty storage, as a fresh page would (a file may run in
// Node instead, `@vitest-environment node`, and has neither).
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// Spanish, Portuguese and Korean strings load on demand in a page; tests read them at once.
// beforeAll runs after the test file's imports registered their namespaces.
beforeAll(async () => {
  await Promise.all([loadKitLanguage('es'), loadKitLanguage('pt'), loadKitLanguage('ko')]);
});
