import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { BulkUsersView } from './bulk-users.view';
import { BulkUsers } from './bulk-users';
import type { BulkUsersBehaviour } from './use-bulk-users';
import { bulkCheckFor, bulkUsersRoutes } from './fixtures';
import { applyPlan } from '../model/bulk-users';

export default { title: 'User management / Bulk upload' };

const never = () => new Promise<never>(() => {});

function Demo(props: {
  country?: string;
  lang?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  // One fake backend per story mount. Upload a file whose name has "errors", "many", "empty" or
  // "header" in it for those cases; any other name is a valid file of 12 rows.
  const [setup] = useState(() => {
    const config = resolveConfig({ country: props.country ?? 'us', lang: props.lang ?? 'en' }, {});
    const backend = fakeBackend(
      config,
      { ...bulkUsersRoutes({ steps: 6 }), ...props.routes },
      {
        delayMs: 400,
      },
    );
    return { config, backend, cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>{props.children}</div>
    </KitRoot>
  );
}

/** The whole flow over the fake backend. */
export const Interactive: Story = () => (
  <Demo>
    <BulkUsers />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ 'GET users/permissions': never }}>
    <BulkUsers />
  </Demo>
);

export const NoAccess: Story = () => (
  <Demo routes={{ 'GET users/permissions': () => ({ status: 403, body: { code: 'FORBIDDEN' } }) }}>
    <BulkUsers />
  </Demo>
);

export const CannotLoad: Story = () => (
  <Demo routes={{ 'GET users/permissions': () => ({ status: 500, body: { code: 'DOWN' } }) }}>
    <BulkUsers />
  </Demo>
);

// The steps' states, drawn from a fixed behaviour.
const noop = () => {};
const idleFile = { busy: null, error: null, start: noop } as const;
function fixed(change: Partial<BulkUsersBehaviour>): BulkUsersBehaviour {
  const check = change.check ?? null;
  return {
    access: 'ready',
    accessError: null,
    retryAccess: noop,
    template: idleFile,
    mode: 'upsert',
    setMode: noop,
    queue: {
      items: [],
      add: noop,
      remove: noop,
      retry: noop,
      reset: noop,
      restore: noop,
      busy: false,
      uploadedIds: [],
    },
    onFiles: noop,
    pending: null,
    fileRefusal: null,
    check,
    errors: check?.errors ?? [],
    plan: check && !change.job ? applyPlan(check) : { kind: 'none' },
    downloadErrors: noop,
    requestApply: noop,
    confirming: false,
    confirmApply: noop,
    cancelApply: noop,
    starting: false,
    job: null,
    applyFailure: null,
    retryApply: noop,
    result: idleFile,
    startOver: noop,
    ...change,
  };
}

function Fixed(props: { state: BulkUsersBehaviour; lang?: string; country?: string }) {
  return (
    <Demo lang={props.lang} country={props.country}>
      <BulkUsersView state={props.state} headingLevel={1} />
    </Demo>
  );
}

export const NothingChecked: Story = () => <Fixed state={fixed({})} />;

export const Checking: Story = () => (
  <Fixed
    state={fixed({
      check: bulkCheckFor('march-errors.csv'),
      pending: { name: 'march-fixed.csv', stage: 'checking' },
    })}
  />
);

export const AllValid: Story = () => <Fixed state={fixed({ check: bulkCheckFor('april.csv') })} />;

export const RowErrors: Story = () => (
  <Fixed
    state={fixed({ check: bulkCheckFor('march-errors.csv', 'create-only'), mode: 'create-only' })}
  />
);

export const ManyErrors: Story = () => <Fixed state={fixed({ check: bulkCheckFor('many.csv') })} />;

export const EmptyFile: Story = () => <Fixed state={fixed({ check: bulkCheckFor('empty.csv') })} />;

export const FileRefused: Story = () => (
  <Fixed
    state={fixed({
      fileRefusal: {
        name: 'old-template.csv',
        message: 'The first row is not the template\u2019s: the column "email" is missing.',
      },
    })}
  />
);

export const ConfirmSkipped: Story = () => (
  <Fixed state={fixed({ check: bulkCheckFor('march-errors.csv'), confirming: true })} />
);

const job = { jobId: 'job-1', total: 4955, created: 0, updated: 0, refused: 0, message: null };

export const Applying: Story = () => (
  <Fixed
    state={fixed({
      check: bulkCheckFor('many.csv'),
      job: { ...job, status: 'running', processed: 2100 },
    })}
  />
);

export const Applied: Story = () => (
  <Fixed
    state={fixed({
      check: bulkCheckFor('many.csv'),
      job: { ...job, status: 'done', processed: 4955, created: 4100, updated: 853, refused: 2 },
    })}
  />
);

export const ApplyFailed: Story = () => (
  <Fixed
    state={fixed({
      check: bulkCheckFor('many.csv'),
      job: { ...job, status: 'failed', processed: 120, message: 'The user store did not answer.' },
    })}
  />
);

export const Spanish: Story = () => (
  <Fixed lang="es" country="mx" state={fixed({ check: bulkCheckFor('march-errors.csv') })} />
);

export const Portuguese: Story = () => (
  <Fixed
    lang="pt"
    country="br"
    state={fixed({
      check: bulkCheckFor('many.csv'),
      job: { ...job, status: 'running', processed: 1300 },
    })}
  />
);

export const Korean: Story = () => (
  <Fixed lang="ko" country="kr" state={fixed({ check: bulkCheckFor('march-errors.csv') })} />
);

export const Narrow: Story = () => (
  <div style={{ maxWidth: 390 }}>
    <Fixed state={fixed({ check: bulkCheckFor('march-errors.csv') })} />
  </div>
);
