import { Link, useLocation } from 'react-router';
import { languageOfLocale, translate } from '@anp/core';

/** The language segment of a path (`/us/es/pages/…`), as a language of the kit. */
export function languageOfPath(pathname: string) {
  const segments = pathname.split('/').filter(Boolean);
  return languageOfLocale(segments[0] === 'animalnutrition' ? segments[2] : segments[1]);
}

/**
 * Shown for addresses outside the portal's routes. It may render outside KitRoot (no market in the
 * path), so it translates directly, in the language segment of the path when there is one.
 */
export function NotFoundPage() {
  const lang = languageOfPath(useLocation().pathname);
  const t = (key: string) => translate(`host:notFound.${key}`, lang);
  return (
    <main
      lang={lang}
      style={{
        font: '16px/1.5 system-ui, sans-serif',
        maxWidth: 640,
        margin: '10vh auto',
        padding: 16,
      }}
    >
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p>
        <Link to="/">{t('home')}</Link>
      </p>
    </main>
  );
}
