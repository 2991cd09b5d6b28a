import styled, { css, keyframes } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';
import { dialogReset } from '@anp/ui/top-layer';
import type { PriorityLook } from './model/notifications';

/** 44 px: the smallest comfortable touch target (WCAG 2.5.5). */
const TOUCH = '2.75rem';

const slideIn = keyframes`
  from { transform: translateX(100%); }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

const iconControl = css`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${TOUCH};
  height: ${TOUCH};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-alt')};
    color: ${token('color-text')};
  }
  ${focusRing}
`;

/**
 * The drawer: a modal `<dialog>` in the top layer along the right edge, the page dimmed by its
 * `::backdrop`. The z-index only counts where a browser has no modal dialogs.
 */
export const Panel = styled.dialog`
  ${dialogReset}
  box-sizing: border-box;
  position: fixed;
  inset: 0 0 0 auto;
  height: 100%;
  z-index: ${token('z-modal')};
  &[open] {
    display: flex;
  }
  &::backdrop {
    background: ${token('color-backdrop')};
    @media (prefers-reduced-motion: no-preference) {
      animation: ${fadeIn} ${token('duration-normal')} ${token('easing')};
    }
  }
  flex-direction: column;
  width: min(100%, 26rem);
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  border-left: 1px solid ${token('color-border')};
  box-shadow: ${token('shadow-lg')};
  outline: none;
  @media (max-width: 30rem) {
    width: 100%;
    border-left: 0;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} ${token('duration-slow')} ${token('easing')};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  padding: ${token('space-3')} ${token('space-3')} ${token('space-3')} ${token('space-5')};
  border-bottom: 1px solid ${token('color-border')};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${token('font-size-xl')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.3;
  outline: none;
`;

export const IconLink = styled.a`
  ${iconControl}
`;

export const IconButton = styled.button`
  ${iconControl}
`;

export const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${token('space-4')} ${token('space-5')} ${token('space-6')};
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
`;

export const Section = styled.section`
  & + & {
    margin-top: ${token('space-6')};
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  margin-bottom: ${token('space-3')};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${token('color-text-muted')};
  outline: none;
`;

export const LinkButton = styled.button`
  min-height: ${TOUCH};
  padding: 0 ${token('space-2')};
  margin-right: -${token('space-2')};
  border: 0;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-primary')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${focusRing}
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $look: PriorityLook; $active: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  border: 1px solid ${token('color-border')};
  border-left: 4px solid ${(p) => (p.$active ? token(p.$look.color) : token('color-border'))};
  border-radius: ${token('radius-md')};
  background: ${(p) => (p.$active ? token('color-surface') : token('color-surface-alt'))};
`;

export const ItemMain = styled.a`
  box-sizing: border-box;
  flex: 1;
  min-width: 0;
  min-height: ${TOUCH};
  display: flex;
  gap: ${token('space-3')};
  padding: ${token('space-3')};
  margin: 0;
  border: 0;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-sunken')};
  }
  ${focusRing}
`;

export const IconBox = styled.span<{ $look: PriorityLook }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${token('radius-pill')};
  background: ${(p) => token(p.$look.soft)};
  color: ${(p) => token(p.$look.color)};
`;

export const Texts = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ItemTitle = styled.span<{ $active: boolean }>`
  font-weight: ${(p) => (p.$active ? token('font-weight-semibold') : token('font-weight-regular'))};
`;

export const ItemMessage = styled.span`
  font-size: ${token('font-size-sm')};
`;

export const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-xs')};
`;

export const DismissButton = styled.button`
  ${iconControl}
  margin: ${token('space-1')};
`;

export const Pending = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TOUCH};
  height: ${TOUCH};
  margin: ${token('space-1')};
  flex: none;
`;

export const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space-2')};
  margin-bottom: ${token('space-4')};
  padding: ${token('space-2')} ${token('space-2')} ${token('space-2')} ${token('space-3')};
  border: 1px solid ${token('color-danger')};
  border-radius: ${token('radius-md')};
  background: ${token('color-danger-soft')};
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
  & > p {
    flex: 1;
    margin: ${token('space-2')} 0;
  }
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space-3')};
  padding: ${token('space-7')} 0;
  text-align: center;
  & > p {
    margin: 0;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${token('space-2')} ${token('space-4')};
  border-top: 1px solid ${token('color-border')};
  background: ${token('color-surface')};
`;

export const BackToTop = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: ${TOUCH};
  padding: 0 ${token('space-4')};
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-pill')};
  background: ${token('color-surface')};
  color: ${token('color-primary')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  cursor: pointer;
  &:hover {
    background: ${token('color-primary-soft')};
  }
  ${focusRing}
`;
