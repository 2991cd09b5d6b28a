import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  retry: 'Reintentar',
  status: { Active: 'Activo', 'In Progress': 'En curso', Inactive: 'Inactivo' },
  userType: { Internal: 'Interno', External: 'Externo', Customer: 'Cliente' },
  field: {
    name: 'Nombre',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    mobile: 'Celular',
    language: 'Idioma',
    country: 'Mercado',
    userType: 'Tipo de usuario',
    role: 'Rol',
    status: 'Estado',
    businessUnit: 'Unidad de negocio',
    region: 'Región',
    accounts: 'Cuentas',
    primaryAccount: 'Cuenta principal',
    shipTos: 'Destinatarios',
    permissions: 'Permisos',
    lastSignIn: 'Último inicio de sesión',
  },
  never: 'Nunca',
  none: 'Ninguno',
  noAccessTitle: 'Sin acceso a la administración de usuarios',
  error: {
    FORBIDDEN: 'No tiene permiso para administrar usuarios. Pida acceso a un administrador.',
    EMAIL_EXISTS: 'Ya existe un usuario con este correo electrónico.',
    DUPLICATE_ASSOCIATION: 'Esta cuenta ya está vinculada al usuario.',
    MIN_SELECTION: 'Elija al menos una cuenta.',
    PRIMARY_REQUIRED: 'Marque una de las cuentas como principal.',
    VERSION_CONFLICT:
      'Otra persona guardó este usuario después de que usted lo abrió. Vuelva a cargar para ver sus cambios; lo que escribió se conserva.',
    USER_INACTIVE: 'Este usuario está desactivado.',
  },
};
