import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings of the support page and the FAQ answer, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  raise: 'Presentar un reclamo',
  raiseFailed: 'No se pudo abrir el formulario de reclamo. {{reason}}',
  retry: 'Reintentar',
  bar: {
    heading: 'Servicio al cliente',
    intro: 'Llámenos o escríbanos, o presente un reclamo sobre un producto o una entrega.',
    phone: 'Teléfono',
    email: 'Correo',
    hours: 'Horario',
    loading: 'Cargando los datos de contacto del servicio al cliente…',
    failed: 'No se pudieron cargar los datos de contacto del servicio al cliente.',
  },
  cases: {
    heading: 'Sus casos',
    loading: 'Cargando sus casos…',
    failed: 'No se pudieron cargar sus casos. {{reason}}',
    emptyTitle: 'Aún no tiene casos',
    emptyText: 'Cuando presente un reclamo, podrá darle seguimiento aquí hasta que se resuelva.',
    showing: 'Mostrando {{shown}} de {{total}} casos',
    showMore: 'Mostrar más casos',
    number: 'Caso {{number}}',
    submitted: 'Enviado el {{date}}',
    order: 'Pedido {{number}}',
    plant: 'Planta {{name}}',
    products: 'Productos',
    quantity: '{{qty}} {{unit}}',
    bags_one: '{{count}} saco afectado',
    bags_other: '{{count}} sacos afectados',
    lots: 'Lotes {{lots}}',
    documents: 'Archivos adjuntos',
    download: 'Descargar {{name}} del caso {{number}}',
    downloadFailed: 'No se pudo descargar el archivo. {{reason}}',
    justSubmitted: 'Recién enviado',
    announced: 'Se envió el caso {{number}}. Aparece primero en sus casos.',
  },
  status: {
    label: 'Estado',
    new: 'Nuevo',
    inProgress: 'En curso',
    resolved: 'Resuelto',
    closed: 'Cerrado',
  },
  faq: {
    heading: 'Preguntas frecuentes',
    loading: 'Cargando las preguntas…',
    failed: 'No se pudieron cargar las preguntas. {{reason}}',
    empty: 'Todavía no hay preguntas para su mercado.',
  },
  article: {
    loading: 'Cargando la respuesta…',
    updated: 'Actualizado el {{date}}',
    back: 'Volver a soporte',
    notFoundTitle: 'No encontramos esta pregunta',
    notFoundText:
      'Es posible que se haya eliminado o redactado de otra forma. La página de soporte muestra todas las preguntas vigentes.',
    failed: 'No se pudo cargar la respuesta. {{reason}}',
    stillNeedHelp: '¿Todavía necesita ayuda?',
    stillNeedHelpText:
      'Nuestro equipo de servicio al cliente está para ayudarle. Si algo salió mal con un producto o una entrega, presente un reclamo y le responderemos.',
    missingId: 'Esta respuesta necesita el identificador de una pregunta (el atributo faq-id).',
  },
};
