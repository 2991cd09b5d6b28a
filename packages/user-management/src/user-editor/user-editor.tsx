import { useCallback, useEffect, useRef, useState } from 'react';
import {
  requestNavigation,
  useKitContext,
  useKitTranslation,
  useKitWindow,
  useNamespaces,
  usePortalContainer,
  usePortalLinks,
  useErrorMessage,
} from '@anp/core';
import type { ManagedUser, UserConfigurations } from '@anp/core/services/users';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import { USER_MANAGEMENT_NS } from '../i18n';
import { formOfUser } from '../model/user-editor';
import { USER_EDITOR_NS } from './i18n';
import { useUserEditor } from './use-user-editor';
import {
  useCallerPermissions,
  useEmailCheck,
  useManagedUser,
  useUserConfigurations,
} from './use-user-editor-data';
import { UserEditorView } from './user-editor.view';
import * as S from './user-editor.styles';

export interface UserEditorProps {
  /** The user to edit; absent (or empty) adds a user. */
  userId?: string | null | undefined;
  /** Level of the page's heading (1 to 3, default 1). */
  headingLevel?: 1 | 2 | 3 | undefined;
}

const NAMESPACES = [USER_MANAGEMENT_NS, USER_EDITOR_NS];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Add or edit a user (shell-and-admin.md §2 User management): the steps basic info, accounts,
 * ship-to mode, permissions and review, then save and activation; an existing user's history.
 * Callers without the user-management group (or, to add, `create_new_user`) see "no access".
 */
export function UserEditor({ userId, headingLevel = 1 }: UserEditorProps) {
  useNamespaces(NAMESPACES);
  const id = userId ? userId : null;
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const { t: tm } = useKitTranslation(USER_MANAGEMENT_NS);
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const permissions = useCallerPermissions();
  const configurations = useUserConfigurations();
  const user = useManagedUser(id);

  const forbidden =
    permissions.error?.status === 403 ||
    configurations.error?.status === 403 ||
    user.error?.status === 403 ||
    (permissions.data !== undefined &&
      (!permissions.data.canManageUsers || (id === null && !permissions.data.canCreateUsers)));
  if (forbidden) {
    // An administrator without the right to add users goes back to the list; anyone else home.
    const toList = permissions.data?.canManageUsers === true;
    const backHref = hrefOf(toList ? 'users' : 'dashboard');
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={tm('noAccessTitle')}
        description={tm('error.FORBIDDEN')}
        action={
          <S.Link href={backHref} onClick={(e) => follow(e, backHref)}>
            {t(toList ? 'backToList' : 'toDashboard')}
          </S.Link>
        }
      />
    );
  }
  if (id !== null && user.error?.code === 'NOT_FOUND') {
    const listHref = hrefOf('users');
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t('notFound')}
        action={
          <S.Link href={listHref} onClick={(e) => follow(e, listHref)}>
            {t('backToList')}
          </S.Link>
        }
      />
    );
  }
  const failure = permissions.error ?? configurations.error ?? (id ? user.error : undefined);
  if (failure) {
    return (
      <S.Notice $tone="danger" role="alert">
        <p>{t('failed', { reason: describe(failure) })}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            void permissions.mutate();
            void configurations.mutate();
            if (id) void user.mutate();
          }}
        >
          {t('retry')}
        </Button>
      </S.Notice>
    );
  }
  if (!permissions.data || !configurations.data || (id !== null && !user.data)) {
    return <Spinner label={t('loading')} />;
  }
  return (
    <ReadyEditor
      key={id ?? 'new'}
      userId={id}
      user={user.data ?? null}
      configurations={configurations.data}
      headingLevel={headingLevel}
    />
  );
}

function ReadyEditor(props: {
  userId: string | null;
  user: ManagedUser | null;
  configurations: UserConfigurations;
  headingLevel: 1 | 2 | 3;
}) {
  const { hrefOf, follow } = usePortalLinks();
  const { host } = useKitContext();
  const win = useKitWindow();
  const leavingRef = useRef(false);
  const editor = useUserEditor({
    userId: props.userId,
    user: props.user,
    onCreated: (created) => {
      leavingRef.current = true;
      requestNavigation(
        host ?? win,
        hrefOf(`users/edituser/${encodeURIComponent(created.id)}`),
        win,
      );
    },
  });
  // The e-mail is checked while typing; the user's own address (unchanged) is not.
  const ownEmail = props.user ? formOfUser(props.user).email.toLowerCase() : null;
  const trimmed = editor.form.email.trim();
  const emailState = useEmailCheck(
    trimmed,
    !EMAIL.test(trimmed) || trimmed.toLowerCase() === ownEmail,
  );
  const taken =
    emailState.kind === 'exists' &&
    (emailState.owner === null || emailState.owner.id !== editor.userId);
  const state = {
    ...editor,
    next: () => editor.next(taken),
    save: () => editor.save(taken),
  };
  const guard = useLeaveGuard(state.changed, leavingRef);
  return (
    <>
      <UserEditorView
        state={state}
        configurations={props.configurations}
        email={taken ? emailState : emailState.kind === 'exists' ? { kind: 'idle' } : emailState}
        headingLevel={props.headingLevel}
        hrefOf={hrefOf}
        follow={follow}
      />
      {guard}
    </>
  );
}

/**
 * Leaving with unsaved changes asks first (§2 issue 15): the browser's own question on reload or
 * close (beforeunload), and the kit's dialog for in-app links anywhere on the page, which then
 * go on through the host's router (`anp-navigate`).
 */
function useLeaveGuard(changed: boolean, leavingRef: { current: boolean }) {
  const { t } = useKitTranslation(USER_EDITOR_NS);
  const { host } = useKitContext();
  const win = useKitWindow();
  const container = usePortalContainer();
  const [pending, setPending] = useState<string | null>(null);
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
  }, [changed]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!changedRef.current || leavingRef.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: globalThis.MouseEvent) => {
      if (!changedRef.current || leavingRef.current || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = event
        .composedPath()
        .find((node): node is HTMLAnchorElement => (node as Element).localName === 'a');
      if (!anchor || !anchor.href || (anchor.target && anchor.target !== '_self')) return;
      if (anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, win.location.href);
      if (url.origin !== win.location.origin) return;
      if (url.pathname === win.location.pathname && url.search === win.location.search) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setPending(url.pathname + url.search + url.hash);
    };
    win.addEventListener('beforeunload', onBeforeUnload);
    win.addEventListener('click', onClick, true);
    return () => {
      win.removeEventListener('beforeunload', onBeforeUnload);
      win.removeEventListener('click', onClick, true);
    };
  }, [win, leavingRef]);

  const leave = useCallback(() => {
    const to = pending;
    setPending(null);
    if (to === null) return;
    leavingRef.current = true;
    requestNavigation(host ?? win, to, win);
  }, [pending, host, win, leavingRef]);

  return (
    <Modal
      open={pending !== null}
      container={container ?? undefined}
      onClose={() => setPending(null)}
      closeLabel={t('status.close')}
      size="sm"
      title={t('leave.title')}
      description={t('leave.text')}
      footer={
        <>
          <Button variant="secondary" onClick={() => setPending(null)}>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={leave}>
            {t('leave.leave')}
          </Button>
        </>
      }
    />
  );
}
