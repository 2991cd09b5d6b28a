import type { Translation } from '../resources';
import type { en } from './en';

export const es: Translation<typeof en> = {
  common: {
    close: 'Cerrar',
    dismiss: 'Descartar',
    loading: 'Cargando…',
    retry: 'Reintentar',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    notifications: 'Notificaciones',
    nothingHere: 'Aún no hay nada que mostrar',
  },
  errors: {
    notFound: 'Página no encontrada',
    server: 'Error interno del servidor',
    badRequest: 'No se pudo procesar la solicitud. Revise los datos e inténtelo de nuevo.',
    sessionExpired: 'Su sesión ha expirado. Actualice esta página e inicie sesión de nuevo.',
    unknown: 'Ocurrió algo inesperado. Inténtelo de nuevo.',
    exception: 'Algo salió mal. Inténtelo más tarde.',
    invalidRegion: 'Procesamiento de datos en curso, inténtelo de nuevo en dos horas.',
    fileTooBig: 'El archivo es demasiado grande para descargarlo; comuníquese con soporte de TI.',
    notAuthorized: 'El usuario no tiene autorización.',
    timeout: 'El servidor tardó demasiado en responder. Inténtelo de nuevo.',
    network: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
    wrongMarket:
      'Su cuenta principal pertenece a otro mercado. Vaya a su mercado asignado para actualizarla.',
    invalidConfig: 'El portal no está configurado correctamente: {{field}} {{problem}}',
    title: 'Algo salió mal',
  },
};
