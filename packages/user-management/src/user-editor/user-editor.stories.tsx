import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, PortalError, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import {
  emptyForm,
  formOfUser,
  setShipToMode,
  toggleShipTo,
  type EditorForm,
  type EditorStep,
} from '../model/user-editor';
import { UserEditor } from './user-editor';
import {
  EDITED_USER,
  EDITOR_ACCOUNTS,
  EDITOR_CONFIGURATIONS,
  editorWorld,
  userEditorRoutes,
} from './fixtures';
import type { UserEditorState } from './use-user-editor';
import type { EmailState } from './use-user-editor-data';
import { UserEditorView } from './user-editor.view';

export default { title: 'User management / User editor' };

function Demo({
  lang = 'en',
  routes = userEditorRoutes(),
  children,
}: {
  lang?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country: 'us', lang }, {});
    return { config, backend: fakeBackend(config, routes, { delayMs: 300 }), cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 1024, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

const never = () => new Promise<never>(() => {});
const noop = () => undefined;
const links = { hrefOf: (page: string) => `/us/en/pages/${page}`, follow: noop };

const chosen = (index: number, isPrimary: boolean) => {
  const a = EDITOR_ACCOUNTS[index]!;
  return {
    accountId: a.accountId,
    soldToCode: a.soldToCode,
    name: a.name,
    country: a.country,
    kind: a.kind,
    isPrimary,
  };
};

const FILLED: EditorForm = {
  ...emptyForm('us', 'en'),
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@farm.test',
  phone: '+1 515 555 0142',
  role: 'Retailer',
  businessUnit: 'feed',
  groups: ['DXP_CAN_AccGrp_Purchase_Products'],
  permissions: ['user_reporting'],
  accounts: [chosen(0, false), chosen(1, true)],
  accountPermissions: [
    { accountId: EDITOR_ACCOUNTS[1]!.accountId, permissions: ['view_invoices'] },
  ],
};

/** The view at a step, from a fixed state (the steps' problems shown or not). */
function Step({
  step,
  form = FILLED,
  shown = [],
  email = { kind: 'free' },
  extra = {},
  lang,
}: {
  step: EditorStep;
  form?: EditorForm;
  shown?: EditorStep[];
  email?: EmailState;
  extra?: Partial<UserEditorState>;
  lang?: string;
}) {
  const state: UserEditorState = {
    userId: null,
    user: null,
    form,
    step,
    shown: new Set(shown),
    attempts: 0,
    changed: true,
    saving: false,
    statusBusy: false,
    outcome: null,
    warning: null,
    setForm: noop,
    goTo: noop,
    next: () => false,
    back: noop,
    save: async () => undefined,
    setStatus: async () => undefined,
    reloadLatest: async () => undefined,
    ...extra,
  };
  return (
    <Demo lang={lang}>
      <UserEditorView
        state={state}
        configurations={EDITOR_CONFIGURATIONS}
        email={email}
        {...links}
      />
    </Demo>
  );
}

/** The whole editor, live over the fake server: type, choose, save. */
export const AddUser: Story = () => (
  <Demo>
    <UserEditor />
  </Demo>
);

export const EditUser: Story = () => (
  <Demo>
    <UserEditor userId="u-100" />
  </Demo>
);

export const EditUserSpanish: Story = () => (
  <Demo lang="es">
    <UserEditor userId="u-100" />
  </Demo>
);

export const BasicInfoProblems: Story = () => (
  <Step step="basic" form={{ ...emptyForm('us', 'en'), email: 'ana@farm' }} shown={['basic']} />
);

export const EmailChecking: Story = () => <Step step="basic" email={{ kind: 'checking' }} />;

export const EmailExists: Story = () => (
  <Step
    step="basic"
    form={{ ...FILLED, email: 'dale@demo.test' }}
    email={{
      kind: 'exists',
      owner: {
        id: 'u-100',
        firstName: 'Dale',
        lastName: 'Jensen',
        status: 'Active',
        country: 'us',
      },
    }}
  />
);

export const Accounts: Story = () => <Step step="accounts" />;

export const AccountsNoneChosen: Story = () => (
  <Step step="accounts" form={{ ...FILLED, accounts: [] }} shown={['accounts']} />
);

export const AccountsOtherMarketPrimarySpanish: Story = () => (
  <Step
    lang="es"
    step="accounts"
    form={{ ...FILLED, accounts: [chosen(2, true), chosen(0, false)] }}
    shown={['accounts']}
  />
);

export const ShipToModeAll: Story = () => <Step step="shipTos" />;

export const ShipToModeChosen: Story = () => (
  <Step
    step="shipTos"
    form={toggleShipTo(
      setShipToMode(FILLED, EDITOR_ACCOUNTS[0]!.accountId, false),
      EDITOR_ACCOUNTS[0]!.accountId,
      `${EDITOR_ACCOUNTS[0]!.accountId}-S2`,
      true,
    )}
  />
);

export const ShipToModeNoneChosen: Story = () => (
  <Step
    step="shipTos"
    form={setShipToMode(FILLED, EDITOR_ACCOUNTS[0]!.accountId, false)}
    shown={['shipTos']}
  />
);

export const Permissions: Story = () => <Step step="permissions" />;

export const Review: Story = () => <Step step="review" />;

export const Saving: Story = () => <Step step="review" extra={{ saving: true }} />;

export const SavedWithWarning: Story = () => (
  <Step
    step="review"
    form={formOfUser(EDITED_USER)}
    extra={{
      userId: 'u-100',
      user: { ...EDITED_USER, status: 'In Progress' },
      changed: false,
      outcome: { kind: 'created', warning: null },
      warning: {
        code: 'NO_PURCHASE_GROUP',
        message: 'The user has accounts but no purchase group, so they cannot order.',
      },
    }}
  />
);

export const VersionConflict: Story = () => (
  <Step
    step="review"
    form={{ ...formOfUser(EDITED_USER), lastName: 'Jensen-Park' }}
    extra={{
      userId: 'u-100',
      user: EDITED_USER,
      outcome: {
        kind: 'saveFailed',
        error: new PortalError({ code: 'UNKNOWN', status: 409, serverCode: 'VERSION_CONFLICT' }),
      },
    }}
  />
);

export const Loading: Story = () => (
  <Demo routes={userEditorRoutes(editorWorld(), { 'GET users/configurations': never })}>
    <UserEditor />
  </Demo>
);

export const Failed: Story = () => (
  <Demo
    routes={userEditorRoutes(
      editorWorld({ permissions: { status: 500, body: { message: 'down' } } }),
    )}
  >
    <UserEditor />
  </Demo>
);

export const NoAccess: Story = () => (
  <Demo
    routes={userEditorRoutes(
      editorWorld({ permissions: { status: 403, body: { code: 'FORBIDDEN' } } }),
    )}
  >
    <UserEditor />
  </Demo>
);

export const UnknownUser: Story = () => (
  <Demo>
    <UserEditor userId="u-404" />
  </Demo>
);
