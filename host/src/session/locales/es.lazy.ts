import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  checking: 'Verificando su sesión…',
  skipToContent: 'Saltar al contenido',
  contextFailedTitle: 'No se pudo cargar su cuenta',
  contextFailed: 'El portal no pudo comunicarse con el servicio de cuentas. {{reason}}',
  retry: 'Reintentar',
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
  idle: {
    title: '¿Sigue ahí?',
    body: 'Hace un tiempo que no usa el portal. Por su seguridad, su sesión se cerrará en {{time}}.',
    timer: 'Tiempo restante antes de cerrar la sesión',
    left: 'Tiempo restante antes de cerrar la sesión: {{time}}.',
    stay: 'Mantener la sesión',
    signOut: 'Cerrar sesión ahora',
    close: 'Cerrar y mantener la sesión',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minutos',
    seconds_one: '{{count}} segundo',
    seconds_other: '{{count}} segundos',
  },
  ended: {
    title: 'Su sesión ha finalizado',
    body: 'Por su seguridad, inicie sesión de nuevo. Volverá a esta página, con su carrito y la queja que estaba escribiendo tal como los dejó.',
    signIn: 'Iniciar sesión de nuevo',
    signOut: 'Cerrar sesión',
  },
};
