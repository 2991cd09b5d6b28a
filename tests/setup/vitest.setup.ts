import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Each test starts from an empty DOM and empty storage, as a fresh page would.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
