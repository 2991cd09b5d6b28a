import { expect, test, type Page } from '@playwright/test';
import { STACK, axeViolations, collectPageErrors, signIn } from './support/stack';

interface Persona {
  email: string;
  landing: string;
  lang: 'en' | 'es' | 'pt' | 'ko';
  nav: string;
  shows: string[];
  hides: string[];
  cart: boolean;
}

// Each demo user of the reference API, with what their header must offer (shell-and-admin.md §2,
// §6; ordering.md §6 cart visibility).
const PERSONAS: Persona[] = [
  {
    email: 'retailer.us@demo.test',
    landing: '/us/en/pages/dashboard',
    lang: 'en',
    nav: 'Main navigation',
    shows: ['Dashboard', 'Place order', 'Orders', 'Documents', 'Support', 'Profile'],
    hides: ['Reports', 'Users', 'Nutrition cloud'],
    cart: true,
  },
  {
    email: 'customer.ca@demo.test',
    landing: '/canada/en/pages/dashboard',
    lang: 'en',
    nav: 'Main navigation',
    shows: ['Dashboard', 'Place order', 'Orders', 'Support'],
    hides: ['Users', 'Pork documents'],
    cart: true,
  },
  {
    email: 'customer.mx@demo.test',
    landing: '/mx/es/pages/dashboard',
    lang: 'es',
    nav: 'Navegación principal',
    shows: ['Panel', 'Hacer un pedido', 'Pedidos', 'Soporte', 'Perfil'],
    hides: ['Usuarios'],
    cart: true,
  },
  {
    email: 'customer.br@demo.test',
    landing: '/br/pt/pages/dashboard',
    lang: 'pt',
    nav: 'Navegação principal',
    shows: ['Painel', 'Pedidos'],
    hides: ['Fazer pedido'],
    cart: false,
  },
  {
    email: 'customer.kr@demo.test',
    // ko_KR: the Korean interface (issue 14).
    landing: '/kr/ko/pages/dashboard',
    lang: 'ko',
    nav: '주 메뉴',
    shows: ['대시보드', '주문', '고객 지원'],
    hides: ['주문하기'],
    cart: false,
  },
  {
    email: 'customer.gt@demo.test',
    landing: '/gt/es/pages/dashboard',
    lang: 'es',
    nav: 'Navegación principal',
    shows: ['Panel', 'Hacer un pedido', 'Pedidos'],
    hides: ['Usuarios'],
    cart: true,
  },
  {
    email: 'pork.us@demo.test',
    landing: '/us/en/pages/dashboard',
    lang: 'en',
    nav: 'Main navigation',
    shows: ['Dashboard', 'Orders', 'Pork documents', 'Nutrition cloud', 'Research'],
    hides: ['Place order', 'Documents'],
    cart: false,
  },
  {
    email: 'marketing@demo.test',
    landing: '/marketing/en/pages/dashboard',
    lang: 'en',
    nav: 'Main navigation',
    shows: ['Dashboard'],
    hides: ['Place order', 'Users'],
    cart: false,
  },
  {
    email: 'employee@demo.test',
    landing: '/us/en/pages/dashboard',
    lang: 'en',
    nav: 'Main navigation',
    shows: ['Dashboard', 'Place order', 'Orders', 'Reports'],
    hides: ['Users'],
    cart: true,
  },
  {
    email: 'admin@demo.test',
    landing: '/us/en/pages/dashboard',
    lang: 'en',
    nav: 'Main navigation',
    shows: ['Dashboard', 'Orders', 'Users'],
    hides: ['Reports'],
    cart: true,
  },
];

const CART = { en: /^Cart/, es: /^Carrito/, pt: /^Carrinho/, ko: /^장바구니/ };

function navItem(page: Page, nav: string, name: string) {
  // A tab is a link, or a button when it opens a dropdown.
  return page
    .getByRole('navigation', { name: nav })
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('navigation', { name: nav }).getByRole('button', { name, exact: true }));
}

test.describe('given each demo user signing in', () => {
  for (const persona of PERSONAS) {
    test(`${persona.email} lands on ${persona.landing} with the right header`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await signIn(page, persona.email);
      await expect(page).toHaveURL(`${STACK}${persona.landing}`);
      await expect(page.locator('html')).toHaveAttribute('lang', persona.lang);
      const banner = page.getByRole('banner');
      await expect(banner).toBeVisible();
      for (const name of persona.shows)
        await expect(navItem(page, persona.nav, name)).toBeVisible();
      for (const name of persona.hides)
        await expect(navItem(page, persona.nav, name)).toHaveCount(0);
      const cart = banner.getByRole('link', { name: CART[persona.lang] });
      if (persona.cart) {
        await expect(cart).toBeVisible();
        await expect(cart).toHaveAttribute('href', persona.landing.replace(/dashboard$/, 'cart'));
      } else {
        await expect(cart).toHaveCount(0);
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('given the employee with 5,000 accounts in 9 regions', () => {
  test('switches region, then account, and the header follows', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, 'employee@demo.test', '/us/en/pages/orders');
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Account/ });
    await expect(trigger).toBeVisible();
    const before = (await trigger.textContent()) ?? '';

    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Choose an account' });
    await dialog.getByRole('button', { name: /^Region: United States/ }).click();
    await dialog
      .getByRole('list', { name: 'Regions' })
      .getByRole('button', { name: 'Canada' })
      .click();
    // A region switch goes home, in the region's market (issue 14), and leaves no account
    // selected.
    await expect(page).toHaveURL(`${STACK}/canada/en/pages/dashboard`);
    await expect(trigger).toContainText('Select an account');
    expect(await page.evaluate(() => sessionStorage.getItem('selectedAccountRegion'))).toBe(
      'canada',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('regionToggled'))).toBe('true');

    await page.goto(`${STACK}/canada/en/pages/orders`);
    await trigger.click();
    const search = page.getByRole('combobox', { name: 'Search accounts' });
    await search.fill('farm');
    const first = page.getByRole('option').first();
    await expect(first).toContainText(/farm/i);
    const chosen = ((await first.textContent()) ?? '').replace(/New|Current/g, '').trim();
    await first.click();
    await expect(page).toHaveURL(`${STACK}/canada/en/pages/dashboard`);
    await expect(trigger).not.toContainText('Select an account');
    await expect(trigger).not.toHaveText(before);
    const name = chosen.replace(/\s*\(\d+\)$/, '');
    await expect(trigger).toContainText(name);
    // The dashboard greets with the new account too.
    await expect(
      page.getByText(new RegExp(`Account: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('accToggled'))).toBe('true');
    expect(await page.evaluate(() => sessionStorage.getItem('soldToId'))).toBeTruthy();
    expect(errors).toEqual([]);
  });
});

test.describe('given the notification drawer', () => {
  test('reading and dismissing move items to History and the bell follows', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, 'retailer.us@demo.test', '/us/en/pages/dashboard');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
    const unread = async () =>
      Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? NaN);
    const start = await unread();
    expect(start).toBeGreaterThan(1);

    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    const activeList = drawer.locator('[data-list="active"]');
    await expect(activeList.locator('[data-item-id]')).toHaveCount(start);

    // Dismiss the first: it moves to History and the count drops.
    const firstId = await activeList.locator('[data-item-id]').first().getAttribute('data-item-id');
    await activeList.getByRole('button', { name: 'Dismiss' }).first().click();
    await expect.poll(unread).toBe(start - 1);
    await expect(drawer.locator(`[data-list="history"] [data-item-id="${firstId}"]`)).toBeVisible();

    // Reading one (a click) marks it read; an item with documents then opens the documents page.
    await activeList.locator('[data-item-main]').first().click();
    await expect.poll(unread).toBe(start - 2);
    await expect(page).toHaveURL(/\/us\/en\/pages\/documents$/);

    // The server kept both changes: a reload shows the same count.
    await page.reload();
    await expect(bell).toHaveAccessibleName(`Notifications, ${start - 2} unread`);
    expect(errors).toEqual([]);
  });
});

test.describe('given a Spanish page', () => {
  test('widgets that load later (drawer, account selector) arrive in Spanish', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, 'customer.mx@demo.test', '/mx/es/pages/dashboard');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /^Notificaciones/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Nuevas', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Cerrar notificaciones' }).click();
    await banner.getByRole('button', { name: /^Cuenta/ }).click();
    await expect(page.getByRole('dialog', { name: 'Elija una cuenta' })).toBeVisible();
    await expect(page.getByText(/Notifications|Choose an account/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('given the accessibility checks', () => {
  test('the dashboard, the open account selector and the open drawer have no axe violations', async ({
    page,
  }) => {
    await signIn(page, 'employee@demo.test', '/us/en/pages/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Place order/ }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account/ })
      .click();
    await expect(page.getByRole('combobox', { name: 'Search accounts' })).toBeVisible();
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect(page.locator('[data-list="active"] [data-item-id]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
