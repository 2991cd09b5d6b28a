import { createElement } from 'react';
import { defineWidget, kitEvent } from '@anp/core';
import { STATUS_OPTIONS, USER_TYPE_OPTIONS } from '../model/user-list';

/** The element's props: the attributes (as r2wc passes them). */
export interface UserListElementProps {
  status?: string;
  userType?: string;
  search?: string;
  pageSize?: number;
  headingLevel?: number;
  // Documented for the manifest; the list's links dispatch it themselves.
  onNavigate?: () => void;
}

/** `<anp-user-list>`: the users list of user management as a custom element. */
export const userListElement = defineWidget<UserListElementProps>({
  tag: 'anp-user-list',
  // The list's code (its filters, table and strings) loads once the element is on the page; the
  // confirmation dialog only when the administrator asks for a bulk change. The element keeps its
  // filters in its own state (a CMS page's URL is not the element's to write): the attributes
  // give the filters it starts with.
  load: () =>
    Promise.all([import('./user-list'), import('../model/user-list')]).then(
      ([{ UserList }, model]) =>
        ({ status, userType, search, pageSize, headingLevel }: UserListElementProps) => {
          const params = new URLSearchParams();
          if (status) params.set(model.URL_PARAMS.status, status);
          if (userType) params.set(model.URL_PARAMS.userType, userType);
          if (search) params.set(model.URL_PARAMS.search, search);
          return createElement(UserList, {
            key: params.toString(),
            initial: model.parseListState(params),
            pageSize:
              pageSize && pageSize >= 5 && pageSize <= 200 ? Math.floor(pageSize) : undefined,
            headingLevel,
          });
        },
    ),
  headingLevel: {
    default: 2,
    min: 2,
    max: 6,
    description:
      "Heading level of the empty and no-access states (2 to 6), to fit the page's outline.",
  },
  summary:
    'Users list of user management: search by name or e-mail, filters (status, user type, role, region, business unit, account), sort by column and pages from the server; each user with type, role, status, primary account and count of accounts, and last sign-in; selection with bulk Activate / Deactivate after a confirmation; export of the filtered list as CSV or XLSX (user_reporting); Add user and Bulk upload links (create_new_user). Callers without the user-management group see a no-access message.',
  parts: [
    {
      name: 'button',
      description:
        'A button; with its weight `primary`, `secondary`, `ghost` or `danger` (`::part(button primary)`).',
    },
    { name: 'primary', description: 'With `button`: its weight.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'ghost', description: 'With `button`: its weight.' },
    { name: 'danger', description: 'With `button`: its weight.' },
    { name: 'field', description: 'A filter: its label, hint and control.' },
    { name: 'field-label', description: "A filter's label." },
    { name: 'field-hint', description: "A filter's hint (what the search looks in)." },
    { name: 'input', description: "A filter's control: search or select." },
    { name: 'checkbox', description: 'A selection check box.' },
    { name: 'badge', description: "A user's status." },
    { name: 'success', description: 'With `badge`: an active user.' },
    { name: 'info', description: 'With `badge`: a user in progress.' },
    { name: 'neutral', description: 'With `badge`: an inactive user.' },
    {
      name: 'empty-state',
      description: 'The message shown when no user matches, or on no access.',
    },
  ],
  props: {
    status: {
      type: 'string',
      description: 'The status the list starts filtered by: Active, In Progress or Inactive.',
      values: STATUS_OPTIONS,
    },
    userType: {
      type: 'string',
      description: 'The user type the list starts filtered by: Internal, External or Customer.',
      values: USER_TYPE_OPTIONS,
    },
    search: {
      type: 'string',
      description: 'A name or e-mail the list starts searching for.',
    },
    pageSize: {
      type: 'number',
      description: 'Users per page, 5 to 200.',
      default: '25',
    },
  },
  events: {
    onNavigate: kitEvent(
      'anp-navigate',
      'A link to another portal page (a user, Add user, Bulk upload); detail { path }. Cancel it to route yourself, else the browser navigates.',
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Links, buttons and the selected rows.' },
    { name: '--anp-color-surface', description: 'Background of the list.' },
    { name: '--anp-color-danger', description: 'Deactivate and failures.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

userListElement.register();
