import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadKitLanguage } from '@anp/core';

// Each test starts from an empty DOM and empty storage, as a fresh page would.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// Spanish and Portuguese strings load on demand in a page; tests read them at once. beforeAll
// runs after the test file's imports registered their namespaces.
beforeAll(async () => {
  await Promise.all([loadKitLanguage('es'), loadKitLanguage('pt')]);
});
