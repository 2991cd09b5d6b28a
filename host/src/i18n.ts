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
  comingSoon: {
    title: '{{feature}} is on its way',
    body: 'This part of the portal is being built. Everything else keeps working; come back soon.',
    back: 'Go to the dashboard',
  },
  notFound: {
    title: 'Page not found',
    body: 'The address you opened does not exist in this portal.',
    home: 'Go to the dashboard',
  },
  features: {
    dashboard: 'The dashboard',
    orderbuilder: 'Order building',
    cart: 'The cart',
    cartReview: 'Order review',
    cartConfirmation: 'Order confirmation',
    orders: 'Orders',
    orderDetail: 'Order detail',
    orderModify: 'Order modification',
    documents: 'Documents',
    support: 'Support',
    faq: 'Frequently asked questions',
    profile: 'Your profile',
    users: 'User management',
    reports: 'Reports',
    termsconditions: 'Terms and conditions',
    bulkusermanagement: 'Bulk user management',
    nutritioncloud: 'Nutrition cloud',
    research: 'Research',
    porkdocuments: 'Pork documents',
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
    comingSoon: {
      title: '{{feature}}: muy pronto',
      body: 'Esta parte del portal está en construcción. Todo lo demás sigue funcionando; vuelva pronto.',
      back: 'Ir al panel',
    },
    notFound: {
      title: 'Página no encontrada',
      body: 'La dirección que abrió no existe en este portal.',
      home: 'Ir al panel',
    },
    features: {
      dashboard: 'El panel',
      orderbuilder: 'Creación de pedidos',
      cart: 'El carrito',
      cartReview: 'Revisión del pedido',
      cartConfirmation: 'Confirmación del pedido',
      orders: 'Pedidos',
      orderDetail: 'Detalle del pedido',
      orderModify: 'Modificación del pedido',
      documents: 'Documentos',
      support: 'Soporte',
      faq: 'Preguntas frecuentes',
      profile: 'Su perfil',
      users: 'Administración de usuarios',
      reports: 'Informes',
      termsconditions: 'Términos y condiciones',
      bulkusermanagement: 'Gestión masiva de usuarios',
      nutritioncloud: 'Nube de nutrición',
      research: 'Investigación',
      porkdocuments: 'Documentos porcinos',
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
    comingSoon: {
      title: '{{feature}}: em breve',
      body: 'Esta parte do portal está em construção. Todo o resto continua funcionando; volte em breve.',
      back: 'Ir para o painel',
    },
    notFound: {
      title: 'Página não encontrada',
      body: 'O endereço que você abriu não existe neste portal.',
      home: 'Ir para o painel',
    },
    features: {
      dashboard: 'O painel',
      orderbuilder: 'Criação de pedidos',
      cart: 'O carrinho',
      cartReview: 'Revisão do pedido',
      cartConfirmation: 'Confirmação do pedido',
      orders: 'Pedidos',
      orderDetail: 'Detalhe do pedido',
      orderModify: 'Modificação do pedido',
      documents: 'Documentos',
      support: 'Suporte',
      faq: 'Perguntas frequentes',
      profile: 'Seu perfil',
      users: 'Gestão de usuários',
      reports: 'Relatórios',
      termsconditions: 'Termos e condições',
      bulkusermanagement: 'Gestão de usuários em massa',
      nutritioncloud: 'Nuvem de nutrição',
      research: 'Pesquisa',
      porkdocuments: 'Documentos de suínos',
    },
  },
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});

export type HostFeature = keyof typeof en.features;

/** Which feature a portal page belongs to (ordering.md §2, shell-and-admin.md §2), or null. */
export function featureOfPage(page: string): HostFeature | null {
  const p = page.replace(/^\/+|\/+$/g, '');
  const exact: Record<string, HostFeature> = {
    dashboard: 'dashboard',
    orderbuilder: 'orderbuilder',
    cart: 'cart',
    'cart/review': 'cartReview',
    'cart/confirmation': 'cartConfirmation',
    orders: 'orders',
    documents: 'documents',
    support: 'support',
    profile: 'profile',
    users: 'users',
    termsconditions: 'termsconditions',
    bulkusermanagement: 'bulkusermanagement',
  };
  if (exact[p]) return exact[p];
  if (/^orders\/[^/]+\/modify$/.test(p)) return 'orderModify';
  if (/^orders\/[^/]+$/.test(p)) return 'orderDetail';
  if (/^support\/faq\/[^/]+$/.test(p)) return 'faq';
  return null;
}
