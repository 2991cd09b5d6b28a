import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  title: 'Su perfil',
  details: 'Datos personales',
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    mobile: 'Celular',
    userType: 'Tipo de usuario',
    roles: 'Roles',
    status: 'Estado',
    account: 'Cuenta de la empresa',
    locale: 'Configuración regional',
    currency: 'Moneda',
    timeZone: 'Zona horaria',
  },
  notProvided: 'Sin indicar',
  noRoles: 'Sin roles asignados',
  noAccount: 'Ninguna cuenta seleccionada',
  accountValue: '{{name}} (solicitante {{code}})',
  userTypes: { internal: 'Interno', external: 'Externo', customer: 'Cliente' },
  statuses: { active: 'Activo', inProgress: 'En curso', inactive: 'Inactivo' },
  language: {
    heading: 'Preferencia de idioma',
    legend: 'Idioma del portal',
    hint: 'El portal muestra sus páginas en este idioma siempre que su mercado lo ofrezca.',
    save: 'Guardar',
    saved: 'Su preferencia de idioma se guardó.',
    savedNotOffered:
      'Su preferencia de idioma se guardó. Las páginas de este mercado no se ofrecen en {{language}}, así que esta página conserva su idioma.',
    failed:
      'No se pudo guardar su preferencia de idioma. {{reason}} Su elección se conserva: inténtelo de nuevo.',
  },
  access: {
    heading: 'Sus cuentas y permisos',
    hint: 'Los define su administrador. Pídale un cambio.',
    accounts: 'Cuentas',
    noAccounts: 'No tiene ninguna cuenta vinculada.',
    primary: 'Principal',
    kinds: { customer: 'Cuenta de cliente', internal: 'Cuenta interna', pork: 'Cuenta de cerdos' },
    groups: 'Grupos de permisos',
    keys: 'Permisos',
    noGroups: 'Ningún grupo de permisos.',
    noKeys: 'Ningún permiso con nombre.',
    loading: 'Cargando sus cuentas y permisos…',
    failed: 'No se pudieron cargar sus cuentas y permisos. {{reason}}',
    unavailable: 'Sus cuentas y permisos no se pueden mostrar aquí.',
  },
  languages: { en: 'English', es: 'Español', pt: 'Português', ko: '한국어' },
  loading: 'Cargando su perfil…',
  failedTitle: 'No se pudo cargar su perfil',
  failed: 'No pudimos cargar su perfil. {{reason}}',
  retry: 'Reintentar',
};
