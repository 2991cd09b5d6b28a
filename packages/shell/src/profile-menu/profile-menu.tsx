import { useCallback, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { useKitTranslation } from '@anp/core';
import { focusRing, getActiveElement, token } from '@anp/ui';
import { SHELL_NS } from '../i18n';
import { moveIndex } from '../model/menu-keys';
import { Chevron } from '../left-nav/icons';
import { useOutsidePointer } from '../left-nav/use-navigation';

export interface ProfileMenuProps {
  /** The user's name as shown ("Dale Jensen"). */
  name: string;
  /** The avatar's initials ("DJ"). */
  initials: string;
  /** Link of the Profile item (`{base}/profile`). */
  profileHref: string;
  /** Called on a click of the Profile link (the kit turns plain clicks into `anp-navigate`). */
  onProfile?: (event: MouseEvent, href: string) => void;
  onLogout: () => void;
}

const Root = styled.div`
  position: relative;
  align-self: center;
  font-family: ${token('font-family')};
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 44px;
  max-width: 16rem;
  padding: ${token('space-1')} ${token('space-2')};
  border: 1px solid transparent;
  border-radius: ${token('radius-pill')};
  background: none;
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${token('color-surface-alt')};
  }
  ${focusRing}
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${token('color-primary')};
  color: ${token('color-primary-contrast')};
  font-weight: ${token('font-weight-semibold')};
  font-size: ${token('font-size-xs')};
  /* Drawn, not written: the button's name is "Profile menu, {name}", and initials written as
     text would be visible text missing from that name (axe label-content-name-mismatch). */
  &::before {
    content: attr(data-initials);
  }
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${token('space-1')});
  z-index: 20;
  min-width: 12rem;
  margin: 0;
  padding: ${token('space-1')} 0;
  list-style: none;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-md')};
`;

const Item = styled.a`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 ${token('space-4')};
  border: 0;
  background: none;
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${token('color-primary-soft')};
    color: ${token('color-primary')};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/**
 * The profile menu of the header (shell-and-admin.md §2 "Header": Profile and Logout), as the
 * WAI-ARIA menu button: Enter, Space or the arrows open it, the arrows, Home and End move,
 * Escape closes it and returns to the button, Tab leaves it.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const openAt = (index: 'first' | 'last') => {
    flushSync(() => setOpen(true));
    const all = items();
    all[index === 'first' ? 0 : all.length - 1]?.focus();
  };
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  useOutsidePointer(
    open,
    useCallback(() => rootRef.current, []),
    useCallback(() => close(false), [close]),
  );

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const active = menuRef.current ? getActiveElement(menuRef.current) : null;
    const current = all.findIndex((item) => item === active);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const next = moveIndex(event.key, current, all.length);
    if (next !== null) {
      event.preventDefault();
      all[next]?.focus();
    }
  };
  // The Logout item is a link-styled button; Space and Enter activate both kinds natively.
  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === ' ' && event.currentTarget instanceof HTMLAnchorElement) {
      event.preventDefault();
      event.currentTarget.click();
    }
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('profile.button', { name: props.name })}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar aria-hidden="true" data-initials={props.initials} />
        <Name>{props.name}</Name>
        <Chevron direction={open ? 'up' : 'down'} />
      </Trigger>
      {open && (
        <Menu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={props.name}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <Item
              role="menuitem"
              tabIndex={-1}
              href={props.profileHref}
              onKeyDown={onItemKeyDown}
              onClick={(event) => {
                close(false);
                props.onProfile?.(event, props.profileHref);
              }}
            >
              {t('profile.profile')}
            </Item>
          </li>
          <li role="none">
            <Item
              as="button"
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(false);
                props.onLogout();
              }}
            >
              {t('profile.logout')}
            </Item>
          </li>
        </Menu>
      )}
    </Root>
  );
}
