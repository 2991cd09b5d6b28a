import { describe, expect, it } from 'vitest';
import { pageConfigFor } from './page-config';

describe('given a host config with language layers', () => {
  const config = {
    country: 'us',
    footer: { copyrightOwner: 'AN', links: [{ label: 'Privacy', href: '/privacy' }] },
    byLanguage: { es: { footer: { links: [{ label: 'Privacidad', href: '/es/privacidad' }] } } },
  };

  it.each([
    ['es', 'Privacidad'],
    ['en', 'Privacy'],
    ['pt', 'Privacy'],
  ])('for %s the footer links read %s and the rest is kept', (lang, label) => {
    const result = pageConfigFor(config, lang) as typeof config;
    expect(result.footer.links[0]?.label).toBe(label);
    expect(result.footer.copyrightOwner).toBe('AN');
    expect(result).not.toHaveProperty('byLanguage');
  });

  it('treats a missing or odd config as empty', () => {
    expect(pageConfigFor(null, 'en')).toEqual({});
    expect(pageConfigFor('x', 'en')).toEqual({});
  });
});
