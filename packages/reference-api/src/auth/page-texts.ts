/**
 * The words of the provider's own pages (sign-in, sign-out, errors) in en, es, pt and ko, and
 * how a page picks its language.
 */

export type Language = 'en' | 'es' | 'pt' | 'ko';
export const LANGUAGES: readonly Language[] = ['en', 'es', 'pt', 'ko'];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  ko: '한국어',
};

export interface Messages {
  product: string;
  signInTitle: string;
  intro: string;
  email: string;
  password: string;
  submit: string;
  missing: string;
  invalid: string;
  inactive: string;
  /** The password was right; the user was added but not activated yet (In Progress). */
  notActivated: string;
  /** After repeated failures: `{seconds}` is replaced with the wait. */
  delayed: string;
  /** After too many failures: `{minutes}` is replaced with what is left of the lock. */
  locked: string;
  /** Too many attempts from one client address in a minute; `{seconds}` as above. */
  tooMany: string;
  expiredTitle: string;
  expired: string;
  demoTitle: string;
  demoPassword: string;
  demoUse: string;
  /** Accessible name of a demo user's button; `{email}` is replaced. */
  demoUseLabel: string;
  language: string;
  signOutTitle: string;
  signOutQuestion: string;
  signOutYes: string;
  signOutNo: string;
  signingOut: string;
  signedOutTitle: string;
  signedOut: string;
  errorTitle: string;
  errorIntro: string;
  footer: string;
}

const MESSAGES: Record<Language, Messages> = {
  en: {
    product: 'Animal Nutrition customer portal',
    signInTitle: 'Sign in',
    intro: 'Sign in with the e-mail address and password of your portal account.',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    missing: 'Enter your e-mail address and your password.',
    invalid: 'The e-mail address or the password is not correct.',
    inactive: 'This account is deactivated. Contact your administrator.',
    notActivated:
      'This account is not activated yet. Your administrator activates it when it is ready.',
    delayed: 'Too many failed attempts. Wait {seconds} s before you try again.',
    locked:
      'Too many failed attempts: signing in with this e-mail address is locked for {minutes} min. Try again later, or ask your administrator for help.',
    tooMany: 'Too many sign-in attempts. Try again in {seconds} s.',
    expiredTitle: 'Sign-in expired',
    expired:
      'This sign-in page has expired or was already used. Go back to the portal and sign in again.',
    demoTitle: 'Demo users',
    demoPassword: 'Every demo user has the password',
    demoUse: 'Use',
    demoUseLabel: 'Sign in as {email}',
    language: 'Language',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out of the portal?',
    signOutYes: 'Sign out',
    signOutNo: 'Stay signed in',
    signingOut: 'Signing you out…',
    signedOutTitle: 'Signed out',
    signedOut: 'You have signed out. You can close this page.',
    errorTitle: 'Something went wrong',
    errorIntro: 'The sign-in service could not complete the request.',
    footer: 'Local sign-in service of the reference backend.',
  },
  es: {
    product: 'Portal de clientes de Nutrición Animal',
    signInTitle: 'Iniciar sesión',
    intro: 'Inicie sesión con el correo electrónico y la contraseña de su cuenta del portal.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    missing: 'Escriba su correo electrónico y su contraseña.',
    invalid: 'El correo electrónico o la contraseña no son correctos.',
    inactive: 'Esta cuenta está desactivada. Póngase en contacto con su administrador.',
    notActivated:
      'Esta cuenta aún no está activada. Su administrador la activará cuando esté lista.',
    delayed: 'Demasiados intentos fallidos. Espere {seconds} s antes de volver a intentarlo.',
    locked:
      'Demasiados intentos fallidos: el inicio de sesión con este correo electrónico está bloqueado durante {minutes} min. Inténtelo más tarde o pida ayuda a su administrador.',
    tooMany: 'Demasiados intentos de inicio de sesión. Vuelva a intentarlo en {seconds} s.',
    expiredTitle: 'El inicio de sesión caducó',
    expired:
      'Esta página de inicio de sesión caducó o ya se usó. Vuelva al portal e inicie sesión de nuevo.',
    demoTitle: 'Usuarios de demostración',
    demoPassword: 'Todos los usuarios de demostración tienen la contraseña',
    demoUse: 'Usar',
    demoUseLabel: 'Iniciar sesión como {email}',
    language: 'Idioma',
    signOutTitle: 'Cerrar sesión',
    signOutQuestion: '¿Desea cerrar la sesión del portal?',
    signOutYes: 'Cerrar sesión',
    signOutNo: 'Seguir conectado',
    signingOut: 'Cerrando la sesión…',
    signedOutTitle: 'Sesión cerrada',
    signedOut: 'Ha cerrado la sesión. Puede cerrar esta página.',
    errorTitle: 'Algo salió mal',
    errorIntro: 'El servicio de inicio de sesión no pudo completar la solicitud.',
    footer: 'Servicio local de inicio de sesión del backend de referencia.',
  },
  pt: {
    product: 'Portal do cliente de Nutrição Animal',
    signInTitle: 'Entrar',
    intro: 'Entre com o e-mail e a senha da sua conta do portal.',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    missing: 'Informe o seu e-mail e a sua senha.',
    invalid: 'O e-mail ou a senha não estão corretos.',
    inactive: 'Esta conta está desativada. Fale com o seu administrador.',
    notActivated:
      'Esta conta ainda não foi ativada. O seu administrador a ativará quando estiver pronta.',
    delayed: 'Muitas tentativas sem sucesso. Aguarde {seconds} s antes de tentar novamente.',
    locked:
      'Muitas tentativas sem sucesso: o acesso com este e-mail está bloqueado por {minutes} min. Tente mais tarde ou peça ajuda ao seu administrador.',
    tooMany: 'Muitas tentativas de acesso. Tente novamente em {seconds} s.',
    expiredTitle: 'O acesso expirou',
    expired: 'Esta página de acesso expirou ou já foi usada. Volte ao portal e entre novamente.',
    demoTitle: 'Usuários de demonstração',
    demoPassword: 'Todos os usuários de demonstração têm a senha',
    demoUse: 'Usar',
    demoUseLabel: 'Entrar como {email}',
    language: 'Idioma',
    signOutTitle: 'Sair',
    signOutQuestion: 'Deseja sair do portal?',
    signOutYes: 'Sair',
    signOutNo: 'Continuar conectado',
    signingOut: 'Saindo…',
    signedOutTitle: 'Sessão encerrada',
    signedOut: 'Você saiu. Pode fechar esta página.',
    errorTitle: 'Algo deu errado',
    errorIntro: 'O serviço de acesso não conseguiu concluir a solicitação.',
    footer: 'Serviço de acesso local do backend de referência.',
  },
  ko: {
    product: 'Animal Nutrition 고객 포털',
    signInTitle: '로그인',
    intro: '포털 계정의 이메일 주소와 비밀번호로 로그인하세요.',
    email: '이메일 주소',
    password: '비밀번호',
    submit: '로그인',
    missing: '이메일 주소와 비밀번호를 입력하세요.',
    invalid: '이메일 주소 또는 비밀번호가 올바르지 않습니다.',
    inactive: '비활성화된 계정입니다. 관리자에게 문의하세요.',
    notActivated: '아직 활성화되지 않은 계정입니다. 준비가 되면 관리자가 활성화합니다.',
    delayed: '실패한 시도가 너무 많습니다. {seconds}초 후에 다시 시도하세요.',
    locked:
      '실패한 시도가 너무 많아 이 이메일 주소로는 {minutes}분 동안 로그인할 수 없습니다. 나중에 다시 시도하거나 관리자에게 도움을 요청하세요.',
    tooMany: '로그인 시도가 너무 많습니다. {seconds}초 후에 다시 시도하세요.',
    expiredTitle: '로그인 만료',
    expired:
      '이 로그인 페이지는 만료되었거나 이미 사용되었습니다. 포털로 돌아가 다시 로그인하세요.',
    demoTitle: '데모 사용자',
    demoPassword: '모든 데모 사용자의 비밀번호',
    demoUse: '사용',
    demoUseLabel: '{email}(으)로 로그인',
    language: '언어',
    signOutTitle: '로그아웃',
    signOutQuestion: '포털에서 로그아웃하시겠습니까?',
    signOutYes: '로그아웃',
    signOutNo: '로그인 유지',
    signingOut: '로그아웃하는 중…',
    signedOutTitle: '로그아웃됨',
    signedOut: '로그아웃했습니다. 이 페이지를 닫아도 됩니다.',
    errorTitle: '문제가 발생했습니다',
    errorIntro: '로그인 서비스가 요청을 완료할 수 없습니다.',
    footer: '참조 백엔드의 로컬 로그인 서비스입니다.',
  },
};

export function messages(language: Language): Messages {
  return MESSAGES[language];
}

function asLanguage(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === primary);
}

/**
 * The page language: an explicit choice (`?lang=`), then the OpenID `ui_locales` request parameter
 * (space-separated, in order of preference), then the browser's Accept-Language (by q), then English.
 */
export function pickLanguage(
  choice: unknown,
  uiLocales: unknown,
  acceptLanguage: unknown,
): Language {
  if (typeof choice === 'string') {
    const chosen = asLanguage(choice);
    if (chosen) return chosen;
  }
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const found = tag ? asLanguage(tag) : undefined;
      if (found) return found;
    }
  }
  if (typeof acceptLanguage === 'string') {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
        return { tag, q: q === undefined ? 1 : Number(q), index };
      })
      .filter((entry) => entry.tag && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      const found = asLanguage(tag);
      if (found) return found;
    }
  }
  return 'en';
}
