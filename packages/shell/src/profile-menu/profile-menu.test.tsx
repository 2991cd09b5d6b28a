import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { ProfileMenu } from './profile-menu';
import '../i18n';

function setup(lang = 'en') {
  const onLogout = vi.fn();
  const onProfile = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const view = render(
    <KitRoot config={resolveConfig({ country: 'us', lang }, {})} swrCache={new Map()}>
      <ProfileMenu
        name="Alejandra Ramírez"
        initials="AR"
        profileHref="/mx/es/pages/profile"
        onProfile={onProfile}
        onLogout={onLogout}
      />
      <button type="button">Elsewhere</button>
    </KitRoot>,
  );
  return { onLogout, onProfile, ...view };
}

describe('given a closed profile menu', () => {
  it('opens on click with the focus on Profile, and Tab leaves it closed', async () => {
    const user = userEvent.setup();
    setup();
    const button = screen.getByRole('button', { name: 'Profile menu, Alejandra Ramírez' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Profile');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the pointer goes down outside it', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows Profile with Space and logs out with Enter', async () => {
    const user = userEvent.setup();
    const { onLogout, onProfile } = setup();
    const button = screen.getByRole('button', { name: /^Profile menu/ });
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Logout');
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    setup('es');
    await user.click(screen.getByRole('button', { name: 'Menú de perfil, Alejandra Ramírez' }));
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('has no axe violations while open', async () => {
    const user = userEvent.setup();
    const { container } = setup();
    await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
