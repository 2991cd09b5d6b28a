import {
  CHOICE_KEYS,
  type SessionChange,
  type SessionChannel,
  type SessionState,
  type SessionStoreLink,
  type TabSync,
} from './store';
import type { SessionKey } from './keys';

/** The choice keys of a change, which another tab takes over; null when it has none. */
function choiceOf(change: SessionChange): SessionChange | null {
  const values = Object.fromEntries(
    Object.entries(change.values ?? {}).filter(([key]) => CHOICE_KEYS.includes(key as SessionKey)),
  );
  if (Object.keys(values).length === 0 && change.account === undefined) return null;
  return { values, ...(change.account !== undefined ? { account: change.account } : {}) };
}

/** The choice a tab holds (for a tab that asks), null when it holds none of its own. */
function heldChoice(state: SessionState): SessionChange | null {
  const { values } = state;
  if (values.accToggled !== 'true' && values.regionToggled !== 'true') return null;
  return {
    values: Object.fromEntries(CHOICE_KEYS.map((key) => [key, values[key]])),
    account: state.account,
  };
}

/**
 * The session's other tabs (shell-and-admin.md §4: an account switch is the user's choice, in
 * every tab where they work): a switch made in one tab reaches the others, and a tab opened
 * afresh asks the open ones for the choice they hold. Only tabs of the same user follow each
 * other; a tab whose user is not known yet takes a change but does not answer for itself.
 */
type Message =
  | { type: 'change'; user: string | null; change: SessionChange }
  | { type: 'hello'; user: string | null }
  | { type: 'state'; user: string | null; change: SessionChange };

export function syncTabs(channel: SessionChannel, store: SessionStoreLink): TabSync {
  const sameUser = (other: string | null) => {
    const mine = store.user();
    return mine === null || other === null || mine === other;
  };
  const post = (message: Message) => channel.postMessage(message);
  const hello = () => post({ type: 'hello', user: store.user() });

  channel.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as Message | null;
    if (!message || typeof message !== 'object' || !sameUser(message.user ?? null)) return;
    if (message.type === 'change') store.apply(message.change);
    else if (message.type === 'hello') {
      const held = heldChoice(store.state());
      if (held && store.user() !== null) post({ type: 'state', user: store.user(), change: held });
    } else if (message.type === 'state' && message.user !== null) {
      // The first answer wins; a tab that holds its own choice keeps it.
      if (heldChoice(store.state()) === null) store.apply(message.change);
    }
  });
  if (store.user() !== null) hello();

  return {
    changed(change) {
      const carried = choiceOf(change);
      if (carried) post({ type: 'change', user: store.user(), change: carried });
    },
    identified: hello,
  };
}
