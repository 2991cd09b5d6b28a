import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
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
  insights: 'Sus pedidos de un vistazo',
  programmes: 'Programas de nutrición',
  marketFailed: 'No se pudieron cargar ahora los programas de nutrición de su mercado.',
  supportHeading: '¿Necesita ayuda?',
  supportIntro: 'Nuestro equipo de servicio al cliente está para ayudarle.',
  supportPhone: 'Teléfono',
  supportEmail: 'Correo electrónico',
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
    arbalance: {
      title: 'Saldo de la cuenta',
      description: 'Su saldo, la antigüedad, las partidas abiertas y los estados de cuenta.',
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
};
