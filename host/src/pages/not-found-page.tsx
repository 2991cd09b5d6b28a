import { Link, useLocation } from 'react-router';
import { languageOfLocale, translate } from '@anp/core';

/**
 * Shown for addresses outside the portal's routes. It may render outside KitRoot (no market in the
 * path), so it translates directly, in the language segment of the path when there is one.
 */
export function NotFoundPage() {
  const segments = useLocation().pathname.split('/').filter(Boolean);
  const langSegment = segments[0] === 'animalnutrition' ? segments[2] : segments[1];
  const lang = languageOfLocale(langSegment);
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
