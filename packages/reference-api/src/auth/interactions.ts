import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Db } from '../db/database';
import { API_SCOPE, apiResourceIndicator } from './provider';
import { attemptSignIn } from './sign-in';
import type { ThrottleRules } from './sign-in-throttle';
import { messages, pickLanguage, type Language } from './page-texts';
import { PAGE_HEADERS, contentSecurityPolicy, escapeHtml, layout, messagePage } from './pages';

export interface DemoUser {
  email: string;
  /** One line: who this persona is (market, role). */
  description: string;
}

export interface InteractionOptions {
  provider: Provider;
  db: Db;
  /** The issuer's path, e.g. `/oidc`: the pages live at `{basePath}/interaction/:uid`. */
  basePath: string;
  /** Listed on the sign-in page with the shared password `demo`. */
  demoUsers?: DemoUser[];
  /** `aud` of access tokens (as given to `createOidcProvider`); default `an-portal-api`. */
  apiAudience?: string;
  /** The clock of the failed-attempt delays and locks; tests inject one. */
  now?: () => Date;
  /** Delays and lock after failed attempts (default `SIGN_IN_THROTTLE`). */
  throttle?: ThrottleRules;
  /**
   * Sign-in attempts a minute from one client address (default 60); `false` turns the limit off.
   * Attempts per e-mail address are limited by the failure throttle (./sign-in-throttle.ts).
   */
  signInLimits?: SignInLimits | false;
}

export interface SignInLimits {
  perClientPerMinute: number;
}

/** Decision: 60 attempts a minute from one client address (room for an office behind one NAT). */
export const SIGN_IN_LIMITS: SignInLimits = { perClientPerMinute: 60 };

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));

interface LoginBody {
  email?: unknown;
  password?: unknown;
  lang?: unknown;
}

const DEMO_PASSWORD = 'demo';

const text = (value: unknown) =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : '';

function send(reply: FastifyReply, status: number, html: string, csp: string) {
  return reply
    .status(status)
    .headers({ ...PAGE_HEADERS, 'content-security-policy': csp })
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The sign-in pages of the local provider (not the library's dev form): a labelled e-mail/password
 * form in en/es/pt, the demo users, errors announced with aria-live; consent is implied for our
 * first-party clients.
 */
export async function registerInteractions(
  app: FastifyInstance,
  options: InteractionOptions,
): Promise<void> {
  const { provider, db } = options;
  const basePath = options.basePath.replace(/\/$/, '');
  const apiResource = apiResourceIndicator(options.apiAudience ?? 'an-portal-api');
  const demoUsers = options.demoUsers ?? [];
  const pagePath = (uid: string) => `${basePath}/interaction/${encodeURIComponent(uid)}`;

  async function details(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<InteractionDetails | null> {
    try {
      const found = await provider.interactionDetails(request.raw, reply.raw);
      const uid = (request.params as { uid?: string }).uid;
      return found.uid === uid ? found : null;
    } catch {
      // No interaction cookie, expired or already finished: the user starts again from the portal.
      return null;
    }
  }

  function expired(reply: FastifyReply, language: Language) {
    const t = messages(language);
    return send(
      reply,
      400,
      messagePage({ language, title: t.expiredTitle, paragraphs: [t.expired] }),
      contentSecurityPolicy(),
    );
  }

  function signInPage(
    interaction: InteractionDetails,
    language: Language,
    state: { email?: string; error?: string } = {},
  ) {
    const t = messages(language);
    const action = `${pagePath(interaction.uid)}/login`;
    const invalid = state.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
    const focusPassword = !!state.error && !!state.email;
    const demo = demoUsers.length
      ? `<section class="card demo" aria-labelledby="demo-title">
<h2 id="demo-title">${escapeHtml(t.demoTitle)}</h2>
<p class="muted">${escapeHtml(t.demoPassword)} <code>${DEMO_PASSWORD}</code></p>
<ul>${demoUsers
          .map(
            (user) => `<li><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="lang" value="${language}"><input type="hidden" name="email" value="${escapeHtml(user.email)}"><input type="hidden" name="password" value="${DEMO_PASSWORD}">
<span class="who"><span class="email">${escapeHtml(user.email)}</span><span class="desc">${escapeHtml(user.description)}</span></span>
<button type="submit" class="secondary" aria-label="${escapeHtml(t.demoUseLabel.replace('{email}', user.email))}">${escapeHtml(t.demoUse)}</button>
</form></li>`,
          )
          .join('')}</ul>
</section>`
      : '';
    const body = `<section class="card" aria-labelledby="page-title">
<h1 id="page-title">${escapeHtml(t.signInTitle)}</h1>
<p class="muted">${escapeHtml(t.intro)}</p>
<p id="form-error" class="error" aria-live="assertive">${state.error ? escapeHtml(state.error) : ''}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="lang" value="${language}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(state.email ?? '')}"${invalid}${focusPassword ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword ? ' autofocus' : ''}>
<button class="primary" type="submit">${escapeHtml(t.submit)}</button>
</form>
</section>
${demo}`;
    const redirectUri =
      typeof interaction.params.redirect_uri === 'string' ? [interaction.params.redirect_uri] : [];
    return {
      html: layout({
        language,
        title: t.signInTitle,
        body,
        twoColumns: demoUsers.length > 0,
        languageHref: (l) => `${pagePath(interaction.uid)}?lang=${l}`,
      }),
      // The form posts here, then redirects through the provider to the client's redirect URI.
      csp: contentSecurityPolicy({ formTargets: redirectUri }),
    };
  }

  /** Consent is implied for our own clients (the provider's loadExistingGrant usually covers it). */
  async function grantConsent(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: InteractionDetails,
  ) {
    const { prompt, params, session } = interaction;
    const accountId = session?.accountId;
    if (!accountId || typeof params.client_id !== 'string')
      throw new Error('consent without a signed-in account');
    const grant = interaction.grantId
      ? ((await provider.Grant.find(interaction.grantId)) ??
        new provider.Grant({ accountId, clientId: params.client_id }))
      : new provider.Grant({ accountId, clientId: params.client_id });
    const missing = prompt.details;
    grant.addOIDCScope(
      ['openid profile email offline_access', ...(missing.missingOIDCScope ?? [])].join(' '),
    );
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    grant.addResourceScope(apiResource, API_SCOPE);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(returnTo, 303);
  }

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16_384 });
    // Attempts from one client address are counted before any password is checked (password
    // spraying over many e-mail addresses); per e-mail address the failure throttle applies.
    const signInLimits = options.signInLimits === undefined ? SIGN_IN_LIMITS : options.signInLimits;
    if (signInLimits) await scope.register(rateLimit, { global: false });
    const perClient = signInLimits
      ? scope.createRateLimit({
          max: signInLimits.perClientPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `sign-in-client:${normalizeIP(request.ip)}`,
        })
      : undefined;

    scope.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
      `${basePath}/interaction/:uid`,
      async (request, reply) => {
        const interaction = await details(request, reply);
        const acceptLanguage = request.headers['accept-language'];
        if (!interaction)
          return expired(reply, pickLanguage(request.query.lang, undefined, acceptLanguage));
        const language = pickLanguage(
          request.query.lang,
          interaction.params.ui_locales,
          acceptLanguage,
        );
        if (interaction.prompt.name === 'consent') return grantConsent(request, reply, interaction);
        const page = signInPage(interaction, language, {
          email: text(interaction.params.login_hint),
        });
        return send(reply, 200, page.html, page.csp);
      },
    );

    scope.post<{ Params: { uid: string }; Body: LoginBody }>(
      `${basePath}/interaction/:uid/login`,
      async (request, reply) => {
        const body = (request.body ?? {}) as LoginBody;
        const interaction = await details(request, reply);
        const language = pickLanguage(
          text(body.lang),
          interaction?.params.ui_locales,
          request.headers['accept-language'],
        );
        if (!interaction) return expired(reply, language);
        if (interaction.prompt.name === 'consent') return grantConsent(request, reply, interaction);

        const email = text(body.email).trim().slice(0, 320);
        const password = text(body.password).slice(0, 1024);
        const t = messages(language);
        const retry = (error: string, status = 200, retryAfterSeconds?: number) => {
          const page = signInPage(interaction, language, { email, error });
          if (retryAfterSeconds !== undefined) reply.header('retry-after', retryAfterSeconds);
          return send(reply, status, page.html, page.csp);
        };
        const counted = perClient ? await perClient(request) : undefined;
        if (counted && !counted.isAllowed && counted.isExceeded)
          return retry(
            fill(t.tooMany, { seconds: counted.ttlInSeconds }),
            429,
            counted.ttlInSeconds,
          );
        if (!email || !password) return retry(t.missing);

        const outcome = await attemptSignIn(db, email, password, {
          ...(options.now ? { now: options.now } : {}),
          ...(options.throttle ? { rules: options.throttle } : {}),
        });
        const wait = (kind: 'delayed' | 'locked', seconds: number) =>
          kind === 'locked'
            ? fill(t.locked, { minutes: Math.ceil(seconds / 60) })
            : fill(t.delayed, { seconds });
        if (outcome.kind === 'delayed' || outcome.kind === 'locked')
          return retry(
            wait(outcome.kind, outcome.retryAfterSeconds),
            429,
            outcome.retryAfterSeconds,
          );
        if (outcome.kind === 'invalid')
          return retry(
            outcome.next.open
              ? t.invalid
              : `${t.invalid} ${wait(outcome.next.reason, outcome.next.retryAfterSeconds)}`,
          );
        if (outcome.kind === 'inactive') return retry(t.inactive);
        if (outcome.kind === 'notActivated') return retry(t.notActivated);

        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: outcome.userId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });
}
