/**
 * The words of the user-management routes, in the caller's language (en, es, pt, ko): error
 * messages, the save warning, the bulk upload's row errors, the user types and statuses, and the
 * headers of the exported and result files. The labelled choices are in options.ts.
 */
import type { UserType } from '@anp/contract';

export type Lang = 'en' | 'es' | 'pt' | 'ko';

export const asLang = (value: string | null | undefined): Lang =>
  value === 'es' || value === 'pt' || value === 'ko' ? value : 'en';

export interface UserAdminTexts {
  forbidden: string;
  cannotCreate: string;
  cannotReport: string;
  notFound: string;
  emailExists: string;
  duplicateAssociation: string;
  minSelection: string;
  primaryRequired: string;
  unknownAccount: string;
  versionConflict: string;
  uploadExpired: string;
  jobNotFound: string;
  jobFailed: string;
  noPurchaseGroup: string;
  alreadyStatus: string;
  ownStatus: string;
  inactive: string;
  badRole: string;
  badBusinessUnit: string;
  badPermission: string;
  badFile: string;
  badHeader: string;
  tooManyRows: string;
  emptyFile: string;
  required: string;
  invalid: string;
  duplicateEmail: string;
  /** Result file outcomes. */
  outcomes: Record<'created' | 'updated' | 'refused' | 'skipped', string>;
  userTypes: Record<UserType, string>;
  statuses: Record<'Active' | 'In Progress' | 'Inactive', string>;
  /** Headers of the exported list. */
  exportHeaders: {
    name: string;
    email: string;
    userType: string;
    role: string;
    status: string;
    market: string;
    businessUnit: string;
    primaryAccount: string;
    accountCount: string;
    lastSignIn: string;
  };
  resultHeaders: { line: string; email: string; outcome: string; userId: string; message: string };
}

export const TEXTS: Record<Lang, UserAdminTexts> = {
  en: {
    forbidden: 'You do not have access to user management.',
    cannotCreate: 'You may not create users (the create_new_user permission is missing).',
    cannotReport: 'You may not export users (the user_reporting permission is missing).',
    notFound: 'There is no such user.',
    emailExists: 'A user with this e-mail address already exists.',
    duplicateAssociation: 'The account {account} is linked more than once.',
    minSelection: 'Select at least one account.',
    primaryRequired: 'Mark exactly one account as primary.',
    unknownAccount: 'The account {account} does not exist.',
    versionConflict:
      'Someone else saved this user after you opened it. Reload the user to see their changes, then make yours again.',
    uploadExpired: 'This upload has expired or was already applied. Upload the file again.',
    jobNotFound: 'There is no such bulk upload job.',
    jobFailed: 'The bulk upload stopped: {reason}',
    noPurchaseGroup:
      'The user has accounts but not the purchase permission group, so they cannot place orders.',
    alreadyStatus: 'The user is already {status}.',
    ownStatus: 'You cannot change your own status.',
    inactive: 'Your user is not active. Contact your administrator.',
    badRole: 'The role {value} does not exist or does not apply to this user type.',
    badBusinessUnit: 'The business unit {value} does not exist.',
    badPermission: 'The permission {value} does not exist.',
    badFile: 'The file could not be read as CSV or XLSX.',
    badHeader: 'The first line must hold the template columns; missing: {value}.',
    tooManyRows: 'A file holds at most {value} rows.',
    emptyFile: 'The file has no rows.',
    required: 'This value is required.',
    invalid: 'This value is not valid.',
    duplicateEmail: 'This e-mail address is on line {value} of the file too.',
    outcomes: { created: 'Created', updated: 'Updated', refused: 'Refused', skipped: 'Skipped' },
    userTypes: { Internal: 'Internal', External: 'External', Customer: 'Customer' },
    statuses: { Active: 'Active', 'In Progress': 'In progress', Inactive: 'Inactive' },
    exportHeaders: {
      name: 'Name',
      email: 'E-mail',
      userType: 'User type',
      role: 'Role',
      status: 'Status',
      market: 'Market',
      businessUnit: 'Business unit',
      primaryAccount: 'Primary account',
      accountCount: 'Accounts',
      lastSignIn: 'Last sign-in',
    },
    resultHeaders: {
      line: 'Line',
      email: 'E-mail',
      outcome: 'Outcome',
      userId: 'User id',
      message: 'Message',
    },
  },
  es: {
    forbidden: 'No tiene acceso a la administración de usuarios.',
    cannotCreate: 'No puede crear usuarios (le falta el permiso create_new_user).',
    cannotReport: 'No puede exportar usuarios (le falta el permiso user_reporting).',
    notFound: 'El usuario no existe.',
    emailExists: 'Ya existe un usuario con este correo electrónico.',
    duplicateAssociation: 'La cuenta {account} está asociada más de una vez.',
    minSelection: 'Seleccione al menos una cuenta.',
    primaryRequired: 'Marque exactamente una cuenta como principal.',
    unknownAccount: 'La cuenta {account} no existe.',
    versionConflict:
      'Otra persona guardó este usuario después de que usted lo abrió. Vuelva a cargar el usuario para ver sus cambios y haga los suyos de nuevo.',
    uploadExpired: 'Esta carga caducó o ya se aplicó. Vuelva a cargar el archivo.',
    jobNotFound: 'No existe esa carga masiva.',
    jobFailed: 'La carga masiva se detuvo: {reason}',
    noPurchaseGroup:
      'El usuario tiene cuentas pero no el grupo de permisos de compra, así que no puede hacer pedidos.',
    alreadyStatus: 'El usuario ya está {status}.',
    ownStatus: 'No puede cambiar su propio estado.',
    inactive: 'Su usuario no está activo. Póngase en contacto con su administrador.',
    badRole: 'El rol {value} no existe o no corresponde a este tipo de usuario.',
    badBusinessUnit: 'La unidad de negocio {value} no existe.',
    badPermission: 'El permiso {value} no existe.',
    badFile: 'No se pudo leer el archivo como CSV o XLSX.',
    badHeader: 'La primera línea debe tener las columnas de la plantilla; faltan: {value}.',
    tooManyRows: 'Un archivo puede tener como máximo {value} filas.',
    emptyFile: 'El archivo no tiene filas.',
    required: 'Este valor es obligatorio.',
    invalid: 'Este valor no es válido.',
    duplicateEmail: 'Este correo electrónico también está en la línea {value} del archivo.',
    outcomes: {
      created: 'Creado',
      updated: 'Actualizado',
      refused: 'Rechazado',
      skipped: 'Omitido',
    },
    userTypes: { Internal: 'Interno', External: 'Externo', Customer: 'Cliente' },
    statuses: { Active: 'Activo', 'In Progress': 'En proceso', Inactive: 'Inactivo' },
    exportHeaders: {
      name: 'Nombre',
      email: 'Correo electrónico',
      userType: 'Tipo de usuario',
      role: 'Rol',
      status: 'Estado',
      market: 'Mercado',
      businessUnit: 'Unidad de negocio',
      primaryAccount: 'Cuenta principal',
      accountCount: 'Cuentas',
      lastSignIn: 'Último inicio de sesión',
    },
    resultHeaders: {
      line: 'Línea',
      email: 'Correo electrónico',
      outcome: 'Resultado',
      userId: 'Id de usuario',
      message: 'Mensaje',
    },
  },
  pt: {
    forbidden: 'Você não tem acesso à administração de usuários.',
    cannotCreate: 'Você não pode criar usuários (falta a permissão create_new_user).',
    cannotReport: 'Você não pode exportar usuários (falta a permissão user_reporting).',
    notFound: 'O usuário não existe.',
    emailExists: 'Já existe um usuário com este e-mail.',
    duplicateAssociation: 'A conta {account} está associada mais de uma vez.',
    minSelection: 'Selecione pelo menos uma conta.',
    primaryRequired: 'Marque exatamente uma conta como principal.',
    unknownAccount: 'A conta {account} não existe.',
    versionConflict:
      'Outra pessoa salvou este usuário depois que você o abriu. Recarregue o usuário para ver as alterações e faça as suas novamente.',
    uploadExpired: 'Este envio expirou ou já foi aplicado. Envie o arquivo novamente.',
    jobNotFound: 'Não existe esse envio em massa.',
    jobFailed: 'O envio em massa parou: {reason}',
    noPurchaseGroup:
      'O usuário tem contas, mas não o grupo de permissão de compra, então não pode fazer pedidos.',
    alreadyStatus: 'O usuário já está {status}.',
    ownStatus: 'Você não pode alterar o seu próprio status.',
    inactive: 'O seu usuário não está ativo. Fale com o seu administrador.',
    badRole: 'O perfil {value} não existe ou não se aplica a este tipo de usuário.',
    badBusinessUnit: 'A unidade de negócio {value} não existe.',
    badPermission: 'A permissão {value} não existe.',
    badFile: 'Não foi possível ler o arquivo como CSV ou XLSX.',
    badHeader: 'A primeira linha deve ter as colunas do modelo; faltam: {value}.',
    tooManyRows: 'Um arquivo pode ter no máximo {value} linhas.',
    emptyFile: 'O arquivo não tem linhas.',
    required: 'Este valor é obrigatório.',
    invalid: 'Este valor não é válido.',
    duplicateEmail: 'Este e-mail também está na linha {value} do arquivo.',
    outcomes: {
      created: 'Criado',
      updated: 'Atualizado',
      refused: 'Recusado',
      skipped: 'Ignorado',
    },
    userTypes: { Internal: 'Interno', External: 'Externo', Customer: 'Cliente' },
    statuses: { Active: 'Ativo', 'In Progress': 'Em andamento', Inactive: 'Inativo' },
    exportHeaders: {
      name: 'Nome',
      email: 'E-mail',
      userType: 'Tipo de usuário',
      role: 'Perfil',
      status: 'Status',
      market: 'Mercado',
      businessUnit: 'Unidade de negócio',
      primaryAccount: 'Conta principal',
      accountCount: 'Contas',
      lastSignIn: 'Último acesso',
    },
    resultHeaders: {
      line: 'Linha',
      email: 'E-mail',
      outcome: 'Resultado',
      userId: 'Id do usuário',
      message: 'Mensagem',
    },
  },
  ko: {
    forbidden: '사용자 관리에 대한 접근 권한이 없습니다.',
    cannotCreate: '사용자를 생성할 수 없습니다(create_new_user 권한 없음).',
    cannotReport: '사용자를 내보낼 수 없습니다(user_reporting 권한 없음).',
    notFound: '해당 사용자가 없습니다.',
    emailExists: '이 이메일 주소를 사용하는 사용자가 이미 있습니다.',
    duplicateAssociation: '{account} 계정이 두 번 이상 연결되었습니다.',
    minSelection: '계정을 하나 이상 선택하세요.',
    primaryRequired: '주 계정을 정확히 하나 지정하세요.',
    unknownAccount: '{account} 계정이 없습니다.',
    versionConflict:
      '이 사용자를 연 뒤 다른 사람이 저장했습니다. 사용자를 다시 불러와 변경 내용을 확인한 후 다시 수정하세요.',
    uploadExpired: '이 업로드는 만료되었거나 이미 적용되었습니다. 파일을 다시 업로드하세요.',
    jobNotFound: '해당 일괄 업로드 작업이 없습니다.',
    jobFailed: '일괄 업로드가 중단되었습니다: {reason}',
    noPurchaseGroup: '사용자에게 계정은 있지만 구매 권한 그룹이 없어 주문할 수 없습니다.',
    alreadyStatus: '사용자가 이미 {status} 상태입니다.',
    ownStatus: '자신의 상태는 변경할 수 없습니다.',
    inactive: '사용자가 활성 상태가 아닙니다. 관리자에게 문의하세요.',
    badRole: '{value} 역할이 없거나 이 사용자 유형에 해당하지 않습니다.',
    badBusinessUnit: '{value} 사업부가 없습니다.',
    badPermission: '{value} 권한이 없습니다.',
    badFile: '파일을 CSV 또는 XLSX로 읽을 수 없습니다.',
    badHeader: '첫 줄에는 템플릿 열이 있어야 합니다. 누락: {value}.',
    tooManyRows: '파일에는 최대 {value}행까지 넣을 수 있습니다.',
    emptyFile: '파일에 행이 없습니다.',
    required: '필수 값입니다.',
    invalid: '올바른 값이 아닙니다.',
    duplicateEmail: '이 이메일 주소는 파일의 {value}번째 줄에도 있습니다.',
    outcomes: { created: '생성됨', updated: '업데이트됨', refused: '거부됨', skipped: '건너뜀' },
    userTypes: { Internal: '내부', External: '외부', Customer: '고객' },
    statuses: { Active: '활성', 'In Progress': '진행 중', Inactive: '비활성' },
    exportHeaders: {
      name: '이름',
      email: '이메일',
      userType: '사용자 유형',
      role: '역할',
      status: '상태',
      market: '시장',
      businessUnit: '사업부',
      primaryAccount: '주 계정',
      accountCount: '계정 수',
      lastSignIn: '마지막 로그인',
    },
    resultHeaders: {
      line: '줄',
      email: '이메일',
      outcome: '결과',
      userId: '사용자 ID',
      message: '메시지',
    },
  },
};

/** Replaces `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) =>
    key in values ? String(values[key]) : all,
  );
}
