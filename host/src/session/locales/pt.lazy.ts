import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  checking: 'Verificando sua sessão…',
  skipToContent: 'Pular para o conteúdo',
  contextFailedTitle: 'Não foi possível carregar sua conta',
  contextFailed: 'O portal não conseguiu acessar o serviço de contas. {{reason}}',
  retry: 'Tentar novamente',
  signOut: 'Sair',
  terms: {
    title: 'Termos e condições',
    intro: 'Leia e aceite os termos e condições de venda antes de usar o portal.',
    agree: 'Li e aceito os termos e condições',
    accept: 'Aceitar e continuar',
    accepting: 'Salvando sua aceitação…',
    decline: 'Recusar e sair',
    acceptedOn: 'Você aceitou estes termos em {{date}}.',
    loadFailed: 'Não foi possível carregar os termos. {{reason}}',
    acceptFailed: 'Não foi possível salvar sua aceitação. {{reason}} Tente novamente.',
    mustAgree: 'Marque a caixa para confirmar que aceita os termos.',
  },
  maintenance: {
    title: 'O portal está em manutenção',
    body: 'Estamos melhorando o portal e voltaremos em breve. Pedidos já feitos não são afetados.',
    contact:
      'Precisa de ajuda com um pedido urgente? Ligue para {{phone}} ou escreva para {{email}}.',
    beta: 'Participa dos testes beta? Entre para continuar.',
    signIn: 'Entrar',
  },
  unsupported: {
    title: 'Seu navegador não é compatível',
    body: 'Este portal não funciona no Internet Explorer. Abra-o em uma versão atual do Microsoft Edge, Google Chrome, Mozilla Firefox ou Safari.',
  },
  idle: {
    title: 'Você ainda está aí?',
    body: 'Você não usa o portal há algum tempo. Para sua segurança, sua sessão será encerrada em {{time}}.',
    timer: 'Tempo restante até o encerramento da sessão',
    left: 'Tempo restante até o encerramento da sessão: {{time}}.',
    stay: 'Continuar conectado',
    signOut: 'Sair agora',
    close: 'Fechar e continuar conectado',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minutos',
    seconds_one: '{{count}} segundo',
    seconds_other: '{{count}} segundos',
  },
  ended: {
    title: 'Sua sessão terminou',
    body: 'Para sua segurança, entre novamente. Você voltará a esta página, com seu carrinho e a reclamação que estava escrevendo como os deixou.',
    signIn: 'Entrar novamente',
    signOut: 'Sair',
  },
};
