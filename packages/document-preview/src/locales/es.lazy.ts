import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  region: 'Vista previa de {{name}}',
  loading: 'Cargando la vista previa…',
  failed: 'No se pudo cargar la vista previa. {{reason}}',
  gone: 'Este documento ya no está disponible. Es posible que lo haya reemplazado una versión más reciente.',
  retry: 'Reintentar',
  download: 'Descargar',
  downloadNamed: 'Descargar {{name}}',
  downloaded: 'Se descargó {{name}}.',
  close: 'Cerrar vista previa',
  meta: '{{type}} · {{size}}',
  unsupported: {
    title: 'Este tipo de archivo no tiene vista previa',
    named: 'Los archivos {{type}} se abren en su equipo: descargue el archivo para verlo.',
    unnamed: 'Descargue el archivo para abrirlo en su equipo.',
  },
  pages: {
    navigation: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página',
    of: 'de {{count}}',
    status: 'Página {{page}} de {{count}}',
  },
  zoom: {
    controls: 'Zoom',
    out: 'Alejar',
    in: 'Acercar',
    fit: 'Ajustar al ancho',
    percent: '{{value}} %',
    level: 'Zoom al {{value}} %',
  },
  viewer: 'Vista del documento, {{name}}',
  pageImage: 'Página {{page}} de {{count}} de {{name}}',
  image: {
    failed: 'No se pudo mostrar la imagen.',
  },
  pdf: {
    loading: 'Abriendo el PDF…',
    failed:
      'No se pudo mostrar este PDF. Puede estar dañado o protegido con contraseña: descárguelo para abrirlo en su equipo.',
    showText: 'Mostrar el texto de esta página',
    hideText: 'Ocultar el texto de esta página',
    textHeading: 'Texto de la página {{page}}',
    noText: 'Esta página no tiene texto que leer; puede ser una imagen escaneada.',
  },
  tiff: {
    loading: 'Leyendo la imagen…',
    hint: 'Descárguela para abrirla en un visor de imágenes.',
    problem: {
      'not-tiff': 'Este archivo no es una imagen TIFF legible.',
      bigtiff: 'Esta imagen usa el formato BigTIFF, que la vista previa no puede mostrar.',
      truncated: 'Esta imagen está dañada o incompleta.',
      compression: 'Esta imagen usa compresión {{detail}}, que la vista previa no puede mostrar.',
      tiled: 'Esta imagen está guardada en mosaicos, que la vista previa no puede mostrar.',
      format:
        'Esta imagen usa un formato de color que la vista previa no puede mostrar ({{detail}}).',
      'too-large': 'Esta imagen es demasiado grande para la vista previa.',
    },
  },
  progress: {
    loading: 'Cargando el archivo',
    downloading: 'Descargando {{name}}',
    of: '{{received}} de {{total}} ({{percent}} %)',
    unknown: '{{received}} recibidos',
    percent: '{{percent}} % recibido',
  },
  find: {
    label: 'Buscar en el documento',
    placeholder: 'Buscar',
    previous: 'Coincidencia anterior',
    next: 'Coincidencia siguiente',
    searching: 'Buscando…',
    none: 'Sin coincidencias',
    result: '{{current}} de {{count}}',
  },
  video: {
    label: 'Video: {{name}}',
    failed: 'No se pudo reproducir el video.',
    noCaptions: 'Este video no tiene subtítulos disponibles.',
  },
};
