import styled, { css, keyframes } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

/** Height of the top bar; the loading skeleton keeps it, so nothing jumps when data arrives. */
const BAR = '64px';
const TABS = '47px';

export const Root = styled.header`
  position: relative;
  box-sizing: border-box;
  width: 100%;
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: 1.3;
  color: ${token('color-text')};
  background: ${token('color-surface')};
  border-bottom: 1px solid ${token('color-border')};
`;

export const TopRow = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  max-width: 1200px;
  min-height: ${BAR};
  margin: 0 auto;
  padding: 0 ${token('space-4')};
  @media (max-width: 767.98px) {
    padding: 0 ${token('space-3')} 0 ${token('space-1')};
    gap: ${token('space-1')};
  }
`;

export const TabRow = styled.div`
  box-sizing: border-box;
  max-width: 1200px;
  min-height: ${TABS};
  margin: 0 auto;
  padding: 0 ${token('space-2')};
`;

export const Spacer = styled.div`
  flex: 1;
  min-width: 0;
`;

export const LogoLink = styled.a`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: 44px;
  padding: 0 ${token('space-1')};
  border-radius: ${token('radius-sm')};
  color: ${token('color-primary')};
  ${focusRing}
  @media (max-width: 420px) {
    svg {
      width: 150px;
      height: auto;
    }
  }
`;

const icon = css`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${token('color-text')};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${token('color-surface-alt')};
    color: ${token('color-primary')};
  }
  ${focusRing}
  /* A compact count on the icon's upper right; 99+ reaches a few pixels past the button. */
  & > span[data-tone] {
    position: absolute;
    top: 1px;
    left: 20px;
    padding: 0 0.25rem;
    font-size: 0.6875rem;
    line-height: 1.125rem;
    pointer-events: none;
  }
`;

export const IconLink = styled.a`
  ${icon}
`;

export const IconButton = styled.button`
  ${icon}
`;

export const AccountSlot = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  max-width: 22rem;
`;

export const MobileMenuBox = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: 30;
  max-height: calc(100vh - ${BAR});
  overflow-y: auto;
  background: ${token('color-surface')};
  border-top: 1px solid ${token('color-border')};
  box-shadow: ${token('shadow-lg')};
`;

export const Failure = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: center;
  justify-content: flex-end;
  gap: ${token('space-3')};
  /* One row even on a phone: the message wraps inside its column, the button keeps its size. */
  button {
    flex: none;
  }
  p {
    min-width: 0;
    text-align: end;
    margin: 0;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
`;

const shimmer = keyframes`
  50% { opacity: 0.55; }
`;

/** A grey placeholder block of the loading skeleton. */
export const Bone = styled.span<{ $w: string; $h?: string; $round?: boolean }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$w};
  height: ${(p) => p.$h ?? '1rem'};
  border-radius: ${(p) => (p.$round ? '50%' : token('radius-sm'))};
  background: ${token('color-surface-sunken')};
  animation: ${shimmer} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const BoneRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-5')};
  min-height: ${TABS};
  padding: 0 ${token('space-3')};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
