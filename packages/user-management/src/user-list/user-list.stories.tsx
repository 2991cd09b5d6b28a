import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { DEFAULT_LIST_STATE, type UserListState } from '../model/user-list';
import { MANAGER_PERMISSIONS, forbiddenRoutes, listUsers, userListRoutes } from './fixtures';
import { UserList } from './user-list';

export default { title: 'User management / Users list' };

function Demo({
  lang = 'en',
  country = 'us',
  routes = userListRoutes(),
  width = 1200,
  children,
}: {
  lang?: string;
  country?: string;
  routes?: FakeRoutes;
  width?: number;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country, lang }, {});
    return { config, backend: fakeBackend(config, routes, { delayMs: 300 }), cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: width, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

const never = () => new Promise<never>(() => {});
const filtered = (filters: Partial<UserListState['filters']>): UserListState => ({
  ...DEFAULT_LIST_STATE,
  filters: { ...DEFAULT_LIST_STATE.filters, ...filters },
});

export const Users: Story = () => (
  <Demo>
    <UserList />
  </Demo>
);

export const Filtered: Story = () => (
  <Demo>
    <UserList
      initial={filtered({
        status: 'Active',
        region: 'us',
        account: { id: '001DmUS000001', label: 'Prairie Feed & Supply (0010100012)' },
      })}
    />
  </Demo>
);

export const NoneMatch: Story = () => (
  <Demo>
    <UserList initial={filtered({ search: 'nobody' })} />
  </Demo>
);

export const NoUsersYet: Story = () => (
  <Demo routes={userListRoutes({ users: [] })}>
    <UserList />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ ...userListRoutes(), 'GET users/list': never }}>
    <UserList />
  </Demo>
);

export const Failed: Story = () => (
  <Demo
    routes={{
      ...userListRoutes(),
      'GET users/list': () => ({ status: 500, body: { message: 'down' } }),
    }}
  >
    <UserList />
  </Demo>
);

export const NoAccess: Story = () => (
  <Demo routes={forbiddenRoutes()}>
    <UserList />
  </Demo>
);

/** An administrator without create_new_user and user_reporting: no Add user, no export. */
export const WithoutCreateOrExport: Story = () => (
  <Demo routes={userListRoutes({ permissions: MANAGER_PERMISSIONS })}>
    <UserList />
  </Demo>
);

/** Select some users and press Deactivate: the second one is refused. */
export const BulkRefusal: Story = () => (
  <Demo routes={userListRoutes({ users: listUsers(8), refuse: ['u-002'] })}>
    <UserList />
  </Demo>
);

export const Narrow: Story = () => (
  <Demo width={390}>
    <UserList pageSize={5} />
  </Demo>
);

export const Spanish: Story = () => (
  <Demo lang="es" country="mx">
    <UserList />
  </Demo>
);

export const Portuguese: Story = () => (
  <Demo lang="pt" country="br">
    <UserList />
  </Demo>
);

export const Korean: Story = () => (
  <Demo lang="ko" country="kr">
    <UserList />
  </Demo>
);
