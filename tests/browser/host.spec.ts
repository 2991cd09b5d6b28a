import { expect, test } from '@playwright/test';

const HOST = 'http://127.0.0.1:4173';

test.describe('given the host portal', () => {
  test('serves the dashboard route with the footer', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${HOST}/us/en/pages/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('dashboard');
    await expect(page.getByRole('contentinfo', { name: 'Site footer' })).toContainText(
      'All rights reserved',
    );
    await expect(page.getByRole('link', { name: 'Privacy' })).toBeVisible();
    // The dashboard does not offer a link to itself.
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('accepts the /animalnutrition prefix and speaks the language of the path', async ({
    page,
  }) => {
    await page.goto(`${HOST}/animalnutrition/mx/es/pages/orders`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pedidos');
    await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados');
    // Footer link labels come from the language layer of /config.json.
    await expect(page.getByRole('link', { name: 'Privacidad' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al panel' }).click();
    await expect(page).toHaveURL(/\/animalnutrition\/mx\/es\/pages\/dashboard$/);
  });

  test('a deep page links back to its own market dashboard', async ({ page }) => {
    await page.goto(`${HOST}/br/pt/pages/orders/4711/modify`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Modificação do pedido');
    await page.getByRole('link', { name: 'Ir para o painel' }).click();
    await expect(page).toHaveURL(`${HOST}/br/pt/pages/dashboard`);
  });

  test('sends / to the default dashboard', async ({ page }) => {
    await page.goto(`${HOST}/`);
    await expect(page).toHaveURL(`${HOST}/us/en/pages/dashboard`);
  });

  test('answers an unknown market or page with a not-found page', async ({ page }) => {
    await page.goto(`${HOST}/xx/en/pages/dashboard`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(`${HOST}/br/pt/pages/nowhere`);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });
});
