import { expect, test } from '@playwright/test';

const EMBED = 'http://127.0.0.1:4180/embed.html';

test.describe('given <anp-footer> from the CDN build on a plain HTML page', () => {
  test.beforeEach(async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(EMBED);
    await expect(page.locator('anp-footer footer')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('renders the configured links and copyright inside its shadow root', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('contentinfo', { name: 'Site footer' })).toContainText(
      `© ${new Date().getFullYear()} Example Feeds. All rights reserved.`,
    );
    const inShadow = await page.evaluate(() => {
      const host = document.querySelector('anp-footer');
      return {
        shadow: Boolean(host?.shadowRoot?.querySelector('footer')),
        light: host?.children.length ?? -1,
      };
    });
    expect(inShadow).toEqual({ shadow: true, light: 0 });
    expect(await page.evaluate(() => typeof (window as { React?: unknown }).React)).toBe(
      'undefined',
    );
  });

  test('its styles apply inside the shadow root and do not leak out', async ({ page }) => {
    const styles = await page.evaluate(() => {
      const root = document.querySelector('anp-footer')?.shadowRoot;
      const footer = root?.querySelector('footer');
      const button = root?.querySelector('button');
      return {
        footerBg: footer ? getComputedStyle(footer).backgroundColor : null,
        buttonBg: button ? getComputedStyle(button).backgroundColor : null,
        stylesInShadow: root?.querySelectorAll('style').length ?? 0,
        styledInHead: document.head.querySelectorAll('style[data-styled]').length,
        pageText: getComputedStyle(document.querySelector('p.page-text') as Element).color,
      };
    });
    expect(styles.stylesInShadow).toBeGreaterThan(0);
    expect(styles.styledInHead).toBe(0);
    expect(styles.footerBg).not.toBe('rgb(255, 0, 0)');
    expect(styles.footerBg).not.toBe('rgba(0, 0, 0, 0)');
    expect(styles.buttonBg).not.toBe('rgb(0, 0, 255)');
    expect(styles.pageText).toBe('rgb(10, 20, 30)');
  });

  test('a host page restyles it through CSS custom properties', async ({ page }) => {
    await page.evaluate(() =>
      document.documentElement.style.setProperty('--anp-color-footer-bg', 'rgb(1, 2, 3)'),
    );
    const bg = await page.evaluate(() => {
      const footer = document.querySelector('anp-footer')?.shadowRoot?.querySelector('footer');
      return footer ? getComputedStyle(footer).backgroundColor : null;
    });
    expect(bg).toBe('rgb(1, 2, 3)');
  });

  test('re-renders when an attribute changes, and when it is removed', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await page.evaluate(() =>
      document.querySelector('anp-footer')?.setAttribute('owner', 'Other Owner'),
    );
    await expect(footer).toContainText('Other Owner');
    await page.evaluate(() => document.querySelector('anp-footer')?.setAttribute('lang', 'es'));
    await expect(footer).toContainText('Todos los derechos reservados');
    await page.evaluate(() => document.querySelector('anp-footer')?.removeAttribute('owner'));
    await expect(footer).toContainText('Example Feeds');
  });

  test('loading the script a second time does not throw', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.evaluate(async () => {
      await import('/cdn/current/anp-footer.js?again=1' as string);
    });
    await page.waitForTimeout(200);
    expect(errors).toEqual([]);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });

  test('removing and re-adding the element works, and a second one renders too', async ({
    page,
  }) => {
    await page.evaluate(() => {
      const el = document.querySelector('anp-footer');
      el?.remove();
      setTimeout(() => el && document.body.append(el), 50);
    });
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Privacy' })).toBeVisible();
    await page.evaluate(() => {
      const second = document.createElement('anp-footer');
      second.setAttribute('lang', 'pt');
      document.body.append(second);
    });
    await expect(page.getByRole('contentinfo')).toHaveCount(2);
    await expect(page.getByRole('contentinfo').nth(1)).toContainText(
      'Todos os direitos reservados',
    );
  });

  test('announces anp-cookie-settings across the shadow boundary', async ({ page }) => {
    await page.evaluate(() => {
      (window as { seen?: number }).seen = 0;
      document.addEventListener('anp-cookie-settings', () => {
        (window as { seen?: number }).seen = ((window as { seen?: number }).seen ?? 0) + 1;
      });
    });
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    expect(await page.evaluate(() => (window as { seen?: number }).seen)).toBe(1);
  });
});
