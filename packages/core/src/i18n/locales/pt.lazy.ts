import type { Translation } from '../resources';
import type { en } from './en';

export const pt: Translation<typeof en> = {
  common: {
    close: 'Fechar',
    dismiss: 'Dispensar',
    loading: 'Carregando…',
    retry: 'Tentar novamente',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    notifications: 'Notificações',
    nothingHere: 'Ainda não há nada para mostrar',
  },
  errors: {
    notFound: 'Página não encontrada',
    server: 'Erro interno do servidor',
    badRequest: 'Não foi possível processar a solicitação. Verifique os dados e tente novamente.',
    sessionExpired: 'Sua sessão expirou. Atualize esta página e entre novamente.',
    unknown: 'Algo inesperado aconteceu. Tente novamente.',
    exception: 'Algo deu errado. Tente novamente mais tarde.',
    invalidRegion: 'Processamento de dados em andamento, tente novamente em duas horas.',
    fileTooBig: 'O arquivo é grande demais para baixar; entre em contato com o suporte de TI.',
    notAuthorized: 'O usuário não tem autorização.',
    timeout: 'O servidor demorou demais para responder. Tente novamente.',
    network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    wrongMarket:
      'Sua conta principal pertence a outro mercado. Acesse o seu mercado atribuído para atualizá-la.',
    invalidConfig: 'O portal não está configurado corretamente: {{field}} {{problem}}',
    title: 'Algo deu errado',
  },
};
