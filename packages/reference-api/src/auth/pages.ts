import { createHash } from 'node:crypto';

/**
 * The provider's own pages (sign-in, sign-out, errors): self-contained HTML with one inline style
 * sheet allowed by its hash, no external assets, every dynamic value escaped, en/es/pt.
 */

export type Language = 'en' | 'es' | 'pt' | 'ko';
export const LANGUAGES: readonly Language[] = ['en', 'es', 'pt', 'ko'];

const LANGUAGE_NAMES: Record<Language, string> = {
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

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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

const CSS = [
  ':root{color-scheme:light;--green:#00693c;--green-dark:#004d2c;--ink:#1d2b24;--muted:#4f5d56;--line:#c9d3ce;--bg:#f3f6f4;--card:#fff;--error:#b3261e;--error-bg:#fdecea;--focus:#0b5cad}',
  '*,*::before,*::after{box-sizing:border-box}',
  'html{font-size:100%;-webkit-text-size-adjust:100%}',
  'body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--bg);color:var(--ink);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}',
  '.skip{position:absolute;left:-9999px;top:0}',
  '.skip:focus{left:1rem;top:1rem;z-index:1;background:var(--card);padding:.5rem 1rem;border-radius:.375rem}',
  'header{background:var(--green);color:#fff}',
  '.bar{max-width:60rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}',
  '.brand{display:flex;align-items:center;gap:.625rem;font-weight:600;font-size:1.0625rem}',
  '.brand svg{flex:none}',
  'nav ul{list-style:none;margin:0;padding:0;display:flex;gap:.25rem}',
  'nav a{display:inline-block;color:#fff;padding:.25rem .5rem;border-radius:.25rem;text-decoration:none;font-size:.9375rem}',
  'nav a:hover{text-decoration:underline}',
  'nav a[aria-current="true"]{background:rgba(255,255,255,.18);font-weight:600}',
  'main{flex:1;width:100%;max-width:60rem;margin:0 auto;padding:2rem 1rem;display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr);align-items:start}',
  '@media (min-width:48rem){main.two{grid-template-columns:minmax(0,26rem) minmax(0,1fr)}}',
  '.card{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.06)}',
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}',
  'h2{font-size:1.125rem;margin:0 0 .5rem}',
  'p{margin:0 0 1rem}',
  '.muted{color:var(--muted)}',
  'label{display:block;font-weight:600;margin:1rem 0 .25rem}',
  'input[type=email],input[type=password],input[type=text]{display:block;width:100%;padding:.625rem .75rem;font:inherit;color:inherit;background:#fff;border:1px solid #7a8a82;border-radius:.375rem}',
  'input[aria-invalid="true"]{border-color:var(--error);border-width:2px}',
  'button{font:inherit;font-weight:600;cursor:pointer;border-radius:.375rem;border:2px solid var(--green);padding:.625rem 1rem;background:var(--green);color:#fff;min-height:2.75rem}',
  'button:hover{background:var(--green-dark);border-color:var(--green-dark)}',
  'button.secondary{background:#fff;color:var(--green)}',
  'button.secondary:hover{background:var(--bg)}',
  '.primary{width:100%;margin-top:1.5rem}',
  ':focus-visible{outline:3px solid var(--focus);outline-offset:2px}',
  'input:focus-visible{outline-offset:0}',
  '.error:empty{display:none}',
  '.error{margin:1rem 0 0;padding:.75rem 1rem;border-radius:.375rem;background:var(--error-bg);color:var(--error);border-left:4px solid var(--error);font-weight:600}',
  '.demo ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}',
  '.demo li form{display:flex;gap:.75rem;align-items:center;justify-content:space-between;padding:.625rem .75rem;border:1px solid var(--line);border-radius:.375rem}',
  '.demo .who{min-width:0}',
  '.demo .email{display:block;font-weight:600;overflow-wrap:anywhere}',
  '.demo .desc{display:block;color:var(--muted);font-size:.9375rem}',
  '.demo button{flex:none;padding:.375rem .875rem;min-height:2.25rem}',
  // Narrow screens: the e-mail gets the full width and the button goes below, so addresses do not
  // break in the middle.
  '@media (max-width:30rem){.demo li form{flex-direction:column;align-items:stretch}.demo .email{overflow-wrap:normal}}',
  'code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--bg);border:1px solid var(--line);border-radius:.25rem;padding:0 .3rem}',
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}',
  'dl{margin:0}dt{font-weight:600}dd{margin:0 0 .75rem;overflow-wrap:anywhere}',
  'footer{color:var(--muted);font-size:.875rem;text-align:center;padding:1rem}',
  '@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}',
  '@media (forced-colors:active){button,.card,input{border:1px solid CanvasText}}',
].join('');

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const CSS_HASH = hash(CSS);

/**
 * A strict Content-Security-Policy for one page: nothing loads from anywhere; the inline style sheet
 * (and script, when given) run by hash; forms may post to the page's own origin and the origins the
 * submission then redirects to (browsers apply `form-action` to redirects: the client's redirect URI).
 */
export function contentSecurityPolicy(
  options: { formTargets?: readonly string[]; script?: string } = {},
): string {
  const origins = [
    ...new Set(
      (options.formTargets ?? [])
        .map((u) => URL.parse(u)?.origin)
        .filter((o): o is string => !!o && o !== 'null'),
    ),
  ];
  return [
    "default-src 'none'",
    `style-src ${CSS_HASH}`,
    options.script ? `script-src ${hash(options.script)}` : "script-src 'none'",
    'img-src data:',
    `form-action 'self'${origins.map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Headers every provider page carries besides its CSP. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const LOGO =
  '<svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 28 28"><circle cx="14" cy="14" r="13" fill="#fff"/><path d="M8 19c0-7 5-11 12-11-1 7-5 12-12 11z" fill="#00693c"/><path d="M8 19l6-6" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/></svg>';

export interface LayoutOptions {
  language: Language;
  title: string;
  body: string;
  /** Links for the language switcher: the URL of this page in another language. */
  languageHref?: (language: Language) => string;
  /** `main` gets two columns on wide screens (sign-in form + demo users). */
  twoColumns?: boolean;
  script?: string;
}

/** The page frame: skip link, banner with product name and language links, main, footer. */
export function layout(options: LayoutOptions): string {
  const t = messages(options.language);
  const href = options.languageHref;
  const switcher = href
    ? `<nav aria-label="${escapeHtml(t.language)}"><ul>${LANGUAGES.map(
        (l) =>
          `<li><a href="${escapeHtml(href(l))}" lang="${l}" hreflang="${l}"${l === options.language ? ' aria-current="true"' : ''}>${escapeHtml(LANGUAGE_NAMES[l])}</a></li>`,
      ).join('')}</ul></nav>`
    : '';
  return `<!DOCTYPE html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)} · ${escapeHtml(t.product)}</title>
<style>${CSS}</style>
</head>
<body>
<a class="skip" href="#main">${escapeHtml(options.title)}</a>
<header><div class="bar"><div class="brand">${LOGO}<span>${escapeHtml(t.product)}</span></div>${switcher}</div></header>
<main id="main" tabindex="-1"${options.twoColumns ? ' class="two"' : ''}>
${options.body}
</main>
<footer><p>${escapeHtml(t.footer)}</p></footer>
${options.script ? `<script>${options.script}</script>` : ''}
</body>
</html>`;
}

/** A one-card page with a title and paragraphs (expired interaction, signed out, errors). */
export function messagePage(options: {
  language: Language;
  title: string;
  paragraphs: string[];
  details?: [string, string][];
  languageHref?: (language: Language) => string;
}): string {
  const details = options.details?.length
    ? `<dl>${options.details.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`
    : '';
  return layout({
    language: options.language,
    title: options.title,
    ...(options.languageHref ? { languageHref: options.languageHref } : {}),
    body: `<section class="card" aria-labelledby="page-title"><h1 id="page-title">${escapeHtml(options.title)}</h1>${options.paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}${details}</section>`,
  });
}
