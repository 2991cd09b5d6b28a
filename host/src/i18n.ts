import { registerTranslations } from '@anp/core';

export const en = {
  login: {
    signingIn: 'Signing you in…',
    failedTitle: 'Sign-in did not work',
    failed: 'The sign-in service could not be reached or refused the request. Please try again.',
    retry: 'Try again',
  },
  loading: {
    page: 'Loading the page…',
    failedTitle: 'This page could not be loaded',
    failed:
      'Its code did not arrive: the connection may have dropped, or the portal was just updated.',
    reload: 'Load the page again',
  },
  notFound: {
    title: 'Page not found',
    body: 'The address you opened does not exist in this portal.',
    home: 'Go to the dashboard',
  },
};

registerTranslations('host', {
  en,
  es: {
    login: {
      signingIn: 'Iniciando sesión…',
      failedTitle: 'No se pudo iniciar sesión',
      failed:
        'El servicio de inicio de sesión no respondió o rechazó la solicitud. Inténtelo de nuevo.',
      retry: 'Reintentar',
    },
    loading: {
      page: 'Cargando la página…',
      failedTitle: 'No se pudo cargar esta página',
      failed:
        'Su código no llegó: puede que se cortara la conexión o que el portal se acabe de actualizar.',
      reload: 'Cargar la página de nuevo',
    },
    notFound: {
      title: 'Página no encontrada',
      body: 'La dirección que abrió no existe en este portal.',
      home: 'Ir al panel',
    },
  },
  pt: {
    login: {
      signingIn: 'Entrando…',
      failedTitle: 'Não foi possível entrar',
      failed: 'O serviço de login não respondeu ou recusou a solicitação. Tente novamente.',
      retry: 'Tentar novamente',
    },
    loading: {
      page: 'Carregando a página…',
      failedTitle: 'Não foi possível carregar esta página',
      failed:
        'O código dela não chegou: a conexão pode ter caído ou o portal acabou de ser atualizado.',
      reload: 'Carregar a página de novo',
    },
    notFound: {
      title: 'Página não encontrada',
      body: 'O endereço que você abriu não existe neste portal.',
      home: 'Ir para o painel',
    },
  },
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
