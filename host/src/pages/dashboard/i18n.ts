import { registerTranslations } from '@anp/core';

export const DASHBOARD_NS = 'host-dashboard';

const en = {
  greeting: 'Welcome, {{name}}',
  greetingNoName: 'Welcome',
  account: 'Account: {{name}} · sold-to {{code}}',
  noAccount:
    'No account is selected. Choose one in the account selector at the top of the page to order and to see its orders and documents.',
  loading: 'Loading your dashboard…',
  failedTitle: 'Your dashboard could not be loaded',
  failed: 'We could not load your details. {{reason}}',
  retry: 'Retry',
  shortcuts: 'What would you like to do?',
  programmes: 'Nutrition programmes',
  marketFailed: 'The nutrition programmes of your market could not be loaded right now.',
  supportHeading: 'Need help?',
  supportIntro: 'Our customer service team is here for you.',
  supportPhone: 'Phone',
  supportEmail: 'Email',
  complaintIntro: 'A problem with a product or a delivery? Tell us and we will look into it.',
  tiles: {
    orderbuilder: {
      title: 'Place order',
      description: 'Search products and build an order for the selected account.',
    },
    orders: {
      title: 'Orders',
      description: 'Follow your orders, invoices and memos.',
    },
    documents: {
      title: 'Documents',
      description: 'Price lists, product sheets and certificates.',
    },
    support: {
      title: 'Support',
      description: 'Answers to common questions, or open a case with us.',
    },
    porkdocuments: {
      title: 'Pork documents',
      description: 'Reports and documents for pork producers.',
    },
    nutritioncloud: {
      title: 'Nutrition cloud',
      description: 'Nutrient analysis, feed ordering and business dashboards.',
    },
  },
};

registerTranslations(DASHBOARD_NS, {
  en,
  es: {
    greeting: 'Bienvenido, {{name}}',
    greetingNoName: 'Bienvenido',
    account: 'Cuenta: {{name}} · solicitante {{code}}',
    noAccount:
      'No hay ninguna cuenta seleccionada. Elija una en el selector de cuentas de la parte superior de la página para hacer pedidos y ver sus pedidos y documentos.',
    loading: 'Cargando su panel…',
    failedTitle: 'No se pudo cargar su panel',
    failed: 'No pudimos cargar sus datos. {{reason}}',
    retry: 'Reintentar',
    shortcuts: '¿Qué desea hacer?',
    programmes: 'Programas de nutrición',
    marketFailed: 'No se pudieron cargar ahora los programas de nutrición de su mercado.',
    supportHeading: '¿Necesita ayuda?',
    supportIntro: 'Nuestro equipo de servicio al cliente está para ayudarle.',
    supportPhone: 'Teléfono',
    supportEmail: 'Correo',
    complaintIntro: '¿Un problema con un producto o una entrega? Cuéntenos y lo revisaremos.',
    tiles: {
      orderbuilder: {
        title: 'Hacer un pedido',
        description: 'Busque productos y arme un pedido para la cuenta seleccionada.',
      },
      orders: {
        title: 'Pedidos',
        description: 'Siga sus pedidos, facturas y notas.',
      },
      documents: {
        title: 'Documentos',
        description: 'Listas de precios, fichas de producto y certificados.',
      },
      support: {
        title: 'Soporte',
        description: 'Respuestas a preguntas frecuentes, o abra un caso con nosotros.',
      },
      porkdocuments: {
        title: 'Documentos porcinos',
        description: 'Informes y documentos para productores de cerdos.',
      },
      nutritioncloud: {
        title: 'Nube de nutrición',
        description: 'Análisis de nutrientes, pedidos de alimento y tableros de negocio.',
      },
    },
  },
  pt: {
    greeting: 'Bem-vindo, {{name}}',
    greetingNoName: 'Bem-vindo',
    account: 'Conta: {{name}} · emissor {{code}}',
    noAccount:
      'Nenhuma conta está selecionada. Escolha uma no seletor de contas no topo da página para fazer pedidos e ver os pedidos e documentos dela.',
    loading: 'Carregando o seu painel…',
    failedTitle: 'Não foi possível carregar o seu painel',
    failed: 'Não conseguimos carregar os seus dados. {{reason}}',
    retry: 'Tentar novamente',
    shortcuts: 'O que você deseja fazer?',
    programmes: 'Programas de nutrição',
    marketFailed: 'Não foi possível carregar agora os programas de nutrição do seu mercado.',
    supportHeading: 'Precisa de ajuda?',
    supportIntro: 'Nossa equipe de atendimento ao cliente está aqui para ajudar.',
    supportPhone: 'Telefone',
    supportEmail: 'E-mail',
    complaintIntro:
      'Algum problema com um produto ou uma entrega? Conte para nós e vamos verificar.',
    tiles: {
      orderbuilder: {
        title: 'Fazer pedido',
        description: 'Pesquise produtos e monte um pedido para a conta selecionada.',
      },
      orders: {
        title: 'Pedidos',
        description: 'Acompanhe seus pedidos, faturas e notas.',
      },
      documents: {
        title: 'Documentos',
        description: 'Tabelas de preços, fichas de produto e certificados.',
      },
      support: {
        title: 'Suporte',
        description: 'Respostas às dúvidas frequentes, ou abra um chamado conosco.',
      },
      porkdocuments: {
        title: 'Documentos de suínos',
        description: 'Relatórios e documentos para produtores de suínos.',
      },
      nutritioncloud: {
        title: 'Nuvem de nutrição',
        description: 'Análise de nutrientes, pedidos de ração e painéis de negócio.',
      },
    },
  },
});
