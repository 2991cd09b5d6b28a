import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  title: 'Notificações',
  bell: 'Notificações',
  unread_one: '{{count}} não lida',
  unread_other: '{{count}} não lidas',
  close: 'Fechar notificações',
  settings: 'Configurações de notificações',
  active: 'Novas',
  history: 'Histórico',
  backToTop: 'Voltar ao topo',
  markAllRead: 'Marcar todas como lidas',
  dismiss: 'Descartar',
  hideError: 'Ocultar esta mensagem',
  saving: 'Salvando…',
  loading: 'Carregando notificações…',
  loadFailed: 'Não foi possível carregar as notificações.',
  updateFailed: 'Sua alteração não foi salva.',
  retry: 'Tentar novamente',
  emptyTitle: 'Você está em dia',
  emptyBody: 'Novas listas de preços e atualizações de preços aparecerão aqui.',
  read: 'Lida',
  dismissed: 'Descartada',
  priority: {
    error: 'Erro',
    warning: 'Aviso',
    chat: 'Mensagem',
    success: 'Sucesso',
  },
  titles: {
    priceList: 'Lista de preços',
    reminder: 'Lembrete de lista de preços',
  },
  wording: {
    single: 'Nova lista de preços disponível: {{document}}',
    multiple_one: '{{count}} nova lista de preços disponível',
    multiple_other: '{{count}} novas listas de preços disponíveis',
    updated: 'Lista de preços atualizada: {{document}}',
    updatedMany_one: '{{count}} lista de preços foi atualizada',
    updatedMany_other: '{{count}} listas de preços foram atualizadas',
    reminder: 'Lembrete: {{document}} entra em vigor em {{date}}',
    reminderUndated: 'Lembrete: confira {{document}}',
  },
};
