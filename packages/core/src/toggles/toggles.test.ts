import { describe, it, expect, vi } from 'vitest';
import { DEFAULT_TOGGLES, createToggleClient } from './toggles';
import type { ApiClient } from '../api/client';
import { PortalError } from '../api/errors';

function fakeApi() {
  const get = vi.fn<(...args: Parameters<ApiClient['get']>) => Promise<unknown>>();
  const unused = <T>(): Promise<T> => Promise.reject(new Error('not used by the toggle client'));
  const api: ApiClient = {
    request: unused,
    // The client reads whatever shape the service sends, so the fake answers `unknown`.
    get: <T>(...args: Parameters<ApiClient['get']>) => get(...args) as Promise<T>,
    post: unused,
    put: unused,
    patch: unused,
    download: unused,
    upload: unused,
    url: () => '',
  };
  return { api, get };
}

describe('createToggleClient', () => {
  describe('given the toggle service answers', () => {
    it.each<[string, unknown]>([
      ['an object of flags', { maintenance: true, cartEnabled: false, betaOrders: true }],
      [
        'a list of { name, enabled }',
        [
          { name: 'maintenance', enabled: true },
          { name: 'cartEnabled', enabled: false },
          { name: 'betaOrders', enabled: true },
        ],
      ],
      [
        '{ toggles: {...} }',
        { toggles: { maintenance: true, cartEnabled: false, betaOrders: true } },
      ],
    ])('lets the loaded flags of %s override the defaults', async (_form, answer) => {
      const { api, get } = fakeApi();
      get.mockResolvedValue(answer);
      await expect(createToggleClient(api).load()).resolves.toEqual({
        maintenance: true,
        cartEnabled: false,
        betaOrders: true,
      });
    });
  });

  describe('given flags that are not booleans', () => {
    it('ignores them and keeps the defaults', async () => {
      const { api, get } = fakeApi();
      get.mockResolvedValue({
        maintenance: 'true',
        cartEnabled: 0,
        betaOrders: null,
        newFlag: true,
      });
      await expect(createToggleClient(api).load()).resolves.toEqual({
        ...DEFAULT_TOGGLES,
        newFlag: true,
      });
    });

    it('ignores list entries without a name or a boolean', async () => {
      const { api, get } = fakeApi();
      get.mockResolvedValue([{ name: 'maintenance', enabled: 'yes' }, { enabled: true }, null]);
      await expect(createToggleClient(api).load()).resolves.toEqual(DEFAULT_TOGGLES);
    });
  });

  describe('given defaults from the configuration', () => {
    it('starts from them', async () => {
      const { api, get } = fakeApi();
      get.mockResolvedValue({});
      await expect(
        createToggleClient(api, { defaults: { cartEnabled: false } }).load(),
      ).resolves.toEqual({
        maintenance: false,
        cartEnabled: false,
      });
    });
  });

  describe('given the toggle service fails', () => {
    it.each<[string, unknown]>([
      ['a timeout', new PortalError({ code: 'TIMEOUT' })],
      ['a server error', new PortalError({ code: 'SERVER', status: 500 })],
      ['anything thrown', new Error('boom')],
    ])('resolves to the defaults on %s and never rejects', async (_what, failure) => {
      const { api, get } = fakeApi();
      get.mockRejectedValue(failure);
      await expect(
        createToggleClient(api, { defaults: { cartEnabled: false } }).load(),
      ).resolves.toEqual({ maintenance: false, cartEnabled: false });
    });
  });

  describe('given the call it makes', () => {
    it('asks the toggles service anonymously, within 1500 ms, keeping errors off the toast', async () => {
      const { api, get } = fakeApi();
      get.mockResolvedValue({});
      await createToggleClient(api).load();
      expect(get).toHaveBeenCalledTimes(1);
      expect(get).toHaveBeenCalledWith('toggles', 'featuretoggles', {
        timeoutMs: 1500,
        publishErrors: false,
        anonymous: true,
      });
    });
  });
});
