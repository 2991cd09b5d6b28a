import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  label: 'Rodapé do site',
  links: 'Links do rodapé',
  cookieSettings: 'Configurações de cookies',
  copyright: '© {{year}} {{owner}}. Todos os direitos reservados.',
};
