import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { Footer } from './footer';

const links = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Contact us', href: 'mailto:help@example.com' },
];

function renderFooter(
  lang = 'en',
  extra: Partial<Parameters<typeof Footer>[0]> = {},
  cookieConsent = true,
) {
  const config = resolveConfig(
    { country: 'us', lang },
    { footer: { links, copyrightOwner: 'Example Feeds', cookieConsent } },
  );
  return render(
    <KitRoot config={config} swrCache={new Map()}>
      <Footer year={2026} {...extra} />
    </KitRoot>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('given a Footer with configured links', () => {
  it('shows every link, the consent control and the copyright', async () => {
    renderFooter();
    const footer = await screen.findByRole('contentinfo', { name: 'Site footer' });
    expect(screen.getByRole('navigation', { name: 'Footer links' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
    expect(footer.textContent).toContain('© 2026 Example Feeds. All rights reserved.');
  });

  it.each([
    ['es', 'Configuración de cookies', 'Todos los derechos reservados'],
    ['pt', 'Configurações de cookies', 'Todos os direitos reservados'],
  ])('speaks %s', async (lang, cookie, rights) => {
    renderFooter(lang);
    expect(await screen.findByRole('button', { name: cookie })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(rights);
  });

  it('announces anp-cookie-settings when the consent control is used', async () => {
    const seen = vi.fn();
    window.addEventListener('anp-cookie-settings', seen);
    renderFooter();
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    expect(seen).toHaveBeenCalledTimes(1);
    window.removeEventListener('anp-cookie-settings', seen);
  });

  it('renders link labels as text, never as HTML', async () => {
    renderFooter('en', { links: [{ label: '<img src=x onerror=alert(1)>', href: '/x' }] });
    const link = await screen.findByRole('link');
    expect(link.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(link.querySelector('img')).toBeNull();
  });

  it('hides the consent placeholder when the market has no consent tool', async () => {
    renderFooter('en', {}, false);
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderFooter();
    await screen.findByRole('contentinfo');
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});

describe('given a fixed cookie banner on the page', () => {
  it('keeps room for it below the footer content, measured after 2 s', async () => {
    vi.useFakeTimers();
    const banner = document.createElement('div');
    banner.setAttribute('data-anp-consent-banner', '');
    banner.style.position = 'fixed';
    banner.getBoundingClientRect = () => ({ height: 80 }) as DOMRect;
    document.body.append(banner);
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const before = getComputedStyle(footer).paddingBottom;
    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(getComputedStyle(footer).paddingBottom).toBe(before);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(parseFloat(getComputedStyle(footer).paddingBottom) - parseFloat(before)).toBe(80);
    banner.remove();
  });
});
