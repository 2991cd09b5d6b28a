import { registerTranslations } from '@anp/core';

/** Strings of the session gate: checks, terms, maintenance and the unsupported-browser page. */
export const SESSION_NS = 'host-session';

const en = {
  checking: 'Checking your session…',
  skipToContent: 'Skip to content',
  contextFailedTitle: 'Your account could not be loaded',
  contextFailed: 'The portal could not reach the account service. {{reason}}',
  retry: 'Try again',
  signOut: 'Sign out',
  terms: {
    title: 'Terms and conditions',
    intro: 'Please read and accept the terms and conditions of sale before you use the portal.',
    agree: 'I have read and accept the terms and conditions',
    accept: 'Accept and continue',
    accepting: 'Saving your acceptance…',
    decline: 'Decline and sign out',
    acceptedOn: 'You accepted these terms on {{date}}.',
    loadFailed: 'The terms could not be loaded. {{reason}}',
    acceptFailed: 'Your acceptance could not be saved. {{reason}} Please try again.',
    mustAgree: 'Tick the box to confirm you accept the terms.',
  },
  maintenance: {
    title: 'The portal is under maintenance',
    body: 'We are improving the portal and will be back shortly. Orders already placed are not affected.',
    contact: 'Need help with an urgent order? Call {{phone}} or write to {{email}}.',
    beta: 'Beta tester? Sign in to continue.',
    signIn: 'Sign in',
  },
  unsupported: {
    title: 'Your browser is not supported',
    body: 'This portal does not work in Internet Explorer. Please open it in a current version of Microsoft Edge, Google Chrome, Mozilla Firefox or Safari.',
  },
};

registerTranslations(SESSION_NS, {
  en,
  es: {
    checking: 'Verificando su sesión…',
    skipToContent: 'Saltar al contenido',
    contextFailedTitle: 'No se pudo cargar su cuenta',
    contextFailed: 'El portal no pudo comunicarse con el servicio de cuentas. {{reason}}',
    retry: 'Intentar de nuevo',
    signOut: 'Cerrar sesión',
    terms: {
      title: 'Términos y condiciones',
      intro: 'Lea y acepte los términos y condiciones de venta antes de usar el portal.',
      agree: 'He leído y acepto los términos y condiciones',
      accept: 'Aceptar y continuar',
      accepting: 'Guardando su aceptación…',
      decline: 'Rechazar y cerrar sesión',
      acceptedOn: 'Usted aceptó estos términos el {{date}}.',
      loadFailed: 'No se pudieron cargar los términos. {{reason}}',
      acceptFailed: 'No se pudo guardar su aceptación. {{reason}} Inténtelo de nuevo.',
      mustAgree: 'Marque la casilla para confirmar que acepta los términos.',
    },
    maintenance: {
      title: 'El portal está en mantenimiento',
      body: 'Estamos mejorando el portal y volveremos en breve. Los pedidos ya realizados no se ven afectados.',
      contact: '¿Necesita ayuda con un pedido urgente? Llame al {{phone}} o escriba a {{email}}.',
      beta: '¿Participa en las pruebas beta? Inicie sesión para continuar.',
      signIn: 'Iniciar sesión',
    },
    unsupported: {
      title: 'Su navegador no es compatible',
      body: 'Este portal no funciona en Internet Explorer. Ábralo en una versión actual de Microsoft Edge, Google Chrome, Mozilla Firefox o Safari.',
    },
  },
  pt: {
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
  },
});
