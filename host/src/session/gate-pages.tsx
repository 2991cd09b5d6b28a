import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import {
  formatDisplayDate,
  useKitContext,
  useKitTranslation,
  useMarketConfig,
  useShellApi,
  useErrorMessage,
  type PortalError,
  type Terms,
} from '@anp/core';
import { Button, Spinner, focusRing, token } from '@anp/ui';
import { SESSION_NS } from './i18n';

const Card = styled.section`
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  padding: ${token('space-6')} ${token('space-5')};
  max-width: 720px;
  margin: ${token('space-7')} auto;
  display: grid;
  gap: ${token('space-4')};
  h1 {
    margin: 0;
    font-size: ${token('font-size-xl')};
  }
  p {
    margin: 0;
  }
`;

const TermsText = styled.div`
  max-height: 40vh;
  overflow-y: auto;
  padding: ${token('space-4')};
  background: ${token('color-surface-alt')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  white-space: pre-line;
  ${focusRing}
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  align-items: center;
`;

const Check = styled.label`
  display: flex;
  gap: ${token('space-2')};
  align-items: flex-start;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${token('color-primary')};
  }
`;

const Alert = styled.p`
  color: ${token('color-danger')};
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${token('space-3')};
  margin: 20vh auto;
`;

/** A full-page wait while the session is checked. */
export function CheckingSession() {
  const { t } = useKitTranslation(SESSION_NS);
  return (
    <Centered aria-busy="true">
      <Spinner size="lg" label={t('checking')} />
      <p>{t('checking')}</p>
    </Centered>
  );
}

/** The user context could not be loaded (not a 401: that ends the session on its own). */
export function ContextFailed(props: {
  error: PortalError;
  onRetry: () => void;
  onSignOut: () => void;
}) {
  const { t } = useKitTranslation(SESSION_NS);
  const describe = useErrorMessage();
  return (
    <Card>
      <h1>{t('contextFailedTitle')}</h1>
      <p role="alert">{t('contextFailed', { reason: describe(props.error) })}</p>
      <Row>
        <Button onClick={props.onRetry}>{t('retry')}</Button>
        <Button variant="secondary" onClick={props.onSignOut}>
          {t('signOut')}
        </Button>
      </Row>
    </Card>
  );
}

/**
 * Terms and conditions (shell-and-admin.md §7 users/termsandconditions). Before acceptance: the
 * text, a confirmation box and Accept; declining signs out. After acceptance (the purchase-order
 * terms page): the text and when it was accepted.
 */
export function TermsPage(props: { onAccepted?: () => void; onDecline?: () => void }) {
  const { t } = useKitTranslation(SESSION_NS);
  const describe = useErrorMessage();
  const { lang } = useKitContext();
  const shell = useShellApi();
  const terms = useSWR<Terms, PortalError>(['anp:terms', lang], () =>
    shell.terms(lang, { publishErrors: false }),
  );
  const [agreed, setAgreed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setProblem(t('terms.mustAgree'));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await shell.acceptTerms({ publishErrors: false });
      props.onAccepted?.();
    } catch (error) {
      setProblem(t('terms.acceptFailed', { reason: describe(error as PortalError) }));
    } finally {
      setSaving(false);
    }
  };

  let body: ReactNode;
  if (terms.error) {
    body = (
      <>
        <p role="alert">{t('terms.loadFailed', { reason: describe(terms.error) })}</p>
        <Row>
          <Button onClick={() => void terms.mutate()}>{t('retry')}</Button>
        </Row>
      </>
    );
  } else if (!terms.data) {
    body = <Spinner label={t('checking')} />;
  } else {
    const accepted = terms.data.accepted && terms.data.acceptedAt;
    body = (
      <>
        {/* Server text, shown as text. */}
        <TermsText tabIndex={0} aria-labelledby={headingId}>
          {terms.data.tandC}
        </TermsText>
        {accepted ? (
          <p>{t('terms.acceptedOn', { date: formatDisplayDate(accepted, lang) })}</p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Row>
              <Check>
                <input
                  type="checkbox"
                  checked={agreed}
                  onChange={(e) => setAgreed(e.currentTarget.checked)}
                  aria-describedby={problem ? problemId : undefined}
                  aria-invalid={problem !== null && !agreed}
                />
                <span>{t('terms.agree')}</span>
              </Check>
            </Row>
            {problem && (
              <Alert id={problemId} role="alert">
                {problem}
              </Alert>
            )}
            <Row>
              <Button type="submit" disabled={saving} aria-busy={saving}>
                {saving ? t('terms.accepting') : t('terms.accept')}
              </Button>
              {props.onDecline && (
                <Button type="button" variant="secondary" onClick={props.onDecline}>
                  {t('terms.decline')}
                </Button>
              )}
            </Row>
          </form>
        )}
      </>
    );
  }

  return (
    <Card aria-labelledby={headingId}>
      <h1 id={headingId}>{t('terms.title')}</h1>
      {!terms.data?.accepted && <p>{t('terms.intro')}</p>}
      {body}
    </Card>
  );
}

/** Maintenance (ordering.md §1): everyone but beta users; contact details from the market. */
export function MaintenancePage(props: { onSignIn?: () => void; onSignOut?: () => void }) {
  const { t } = useKitTranslation(SESSION_NS);
  const market = useMarketConfig();
  const phone = market.data?.config['supportPhone'];
  const email = market.data?.config['supportEmail'];
  return (
    <Card>
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.body')}</p>
      {typeof phone === 'string' && typeof email === 'string' && (
        <p>{t('maintenance.contact', { phone, email })}</p>
      )}
      {props.onSignIn && (
        <Row>
          <span>{t('maintenance.beta')}</span>
          <Button variant="secondary" onClick={props.onSignIn}>
            {t('maintenance.signIn')}
          </Button>
        </Row>
      )}
      {props.onSignOut && (
        <Row>
          <Button variant="secondary" onClick={props.onSignOut}>
            {t('signOut')}
          </Button>
        </Row>
      )}
    </Card>
  );
}

/** The browser-incompatibility page (ordering.md §2) for old Internet Explorer. */
export function UnsupportedBrowserPage() {
  const { t } = useKitTranslation(SESSION_NS);
  return (
    <Card>
      <h1>{t('unsupported.title')}</h1>
      <p>{t('unsupported.body')}</p>
    </Card>
  );
}
