import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish (Latin American) wording of "Save as template", loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  button: 'Guardar como plantilla',
  title: 'Guardar el carrito como plantilla',
  description:
    'Una plantilla guarda los productos y las cantidades del carrito para volver a pedirlos más tarde.',
  name: 'Nombre de la plantilla',
  nameHint: 'Hasta {{max}} caracteres, por ejemplo "Ponedoras semanal".',
  nameRequired: 'Ponga un nombre a la plantilla.',
  share: 'Compartir con los demás usuarios de {{account}}',
  shareAccount: 'Compartir con los demás usuarios de esta cuenta',
  shareHint: 'Podrán verla y empezar un carrito con ella; solo usted puede cambiarla.',
  save: 'Guardar plantilla',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  close: 'Cerrar',
  saved: 'Plantilla {{name}} guardada.',
  failed: 'No se pudo guardar la plantilla: {{reason}}',
};
