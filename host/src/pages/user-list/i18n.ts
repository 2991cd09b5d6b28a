import { registerTranslations } from '@anp/core';

export const USERS_PAGE_NS = 'host-users';

export const en = {
  title: 'Users',
  intro: 'Find the portal’s users, change their status, and export the list.',
};

registerTranslations(USERS_PAGE_NS, {
  en,
  es: {
    title: 'Usuarios',
    intro: 'Encuentre a los usuarios del portal, cambie su estado y exporte la lista.',
  },
  pt: {
    title: 'Usuários',
    intro: 'Encontre os usuários do portal, altere o status deles e exporte a lista.',
  },
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
