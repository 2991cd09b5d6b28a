import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Brazilian Portuguese wording of "Save as template", loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  button: 'Salvar como modelo',
  title: 'Salvar o carrinho como modelo',
  description:
    'Um modelo guarda os produtos e as quantidades do carrinho para pedi-los de novo mais tarde.',
  name: 'Nome do modelo',
  nameHint: 'Até {{max}} caracteres, por exemplo "Poedeiras semanal".',
  nameRequired: 'Dê um nome ao modelo.',
  share: 'Compartilhar com os outros usuários de {{account}}',
  shareAccount: 'Compartilhar com os outros usuários desta conta',
  shareHint: 'Eles podem vê-lo e começar um carrinho com ele; só você pode alterá-lo.',
  save: 'Salvar modelo',
  saving: 'Salvando…',
  cancel: 'Cancelar',
  close: 'Fechar',
  saved: 'Modelo {{name}} salvo.',
  failed: 'Não foi possível salvar o modelo: {{reason}}',
};
