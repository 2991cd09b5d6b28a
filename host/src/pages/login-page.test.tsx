import { describe, expect, it } from 'vitest';
import { leavesTheApp, safeReturnPath } from './login-page';

describe('given a return path after sign-in', () => {
  it.each([
    ['/us/en/pages/orders?page=2', '/us/en/pages/orders?page=2'],
    [null, '/home'],
    ['', '/home'],
    ['https://evil.example/', '/home'],
    ['//evil.example/x', '/home'],
    ['/login?returnTo=/x', '/home'],
    ['javascript:alert(1)', '/home'],
  ])('%s leads to %s', (value, expected) => {
    expect(safeReturnPath(value, '/home')).toBe(expected);
  });
});

describe('given where the user goes after sign-in', () => {
  it.each([
    ['/docs/elements/anp-cart', true],
    ['/docs/elements', true],
    ['/docs', true],
    ['/docsx', false],
    ['/us/en/pages/docs', false],
    ['/us/en/pages/dashboard', false],
  ])('%s is loaded by the browser: %s', (path, outside) => {
    expect(leavesTheApp(path)).toBe(outside);
  });
});
