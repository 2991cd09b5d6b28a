import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { token, visuallyHidden } from '@anp/ui';
import { pageText } from '../page-styles';

export const Page = styled.div`
  display: grid;
  gap: ${token('space-7')};
  ${pageText}
  h2 {
    font-size: ${token('font-size-xl')};
    line-height: 1.3;
  }
`;

export const Intro = styled.header`
  display: grid;
  gap: ${token('space-2')};
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
`;

export const Notice = styled.p`
  padding: ${token('space-3')} ${token('space-4')};
  border-left: 4px solid ${token('color-info')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-info-soft')};
  color: ${token('color-text')};
  max-width: 60rem;
`;

export const Section = styled.section`
  display: grid;
  gap: ${token('space-4')};
`;

/** 1 column on phones, up to 4 at 1280 px (the page content is at most 1200 px wide). */
export const TileGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-4')};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15.5rem), 1fr));
`;

export const TileItem = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  /* Extra height (a short text next to the icon) goes below the description, not between. */
  grid-template-rows: auto 1fr;
  align-items: start;
  column-gap: ${token('space-3')};
  row-gap: ${token('space-1')};
  min-height: 44px;
  padding: ${token('space-4')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-sm')};
  transition: box-shadow ${token('duration-fast')} ${token('easing')};
  &:hover {
    box-shadow: ${token('shadow-md')};
    border-color: ${token('color-border-strong')};
  }
  /* The link covers the whole card, so the ring goes around the card. */
  &:focus-within {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const TileIcon = styled.span`
  grid-row: span 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${token('radius-pill')};
  background: ${token('color-primary-soft')};
  color: ${token('color-primary')};
`;

export const TileTitle = styled.h3`
  font-size: ${token('font-size-lg')};
  line-height: 1.3;
`;

export const TileLink = styled(Link)`
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  outline: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${token('radius-lg')};
  }
  &:hover {
    text-decoration: underline;
  }
`;

export const TileText = styled.p`
  grid-column: 2;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Support = styled.section`
  display: grid;
  gap: ${token('space-2')};
  padding: ${token('space-5')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-alt')};
  border: 1px solid ${token('color-border')};
`;

/** The complaint entry under the contacts: its sentence, then the button. */
export const SupportAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')} ${token('space-4')};
  padding-top: ${token('space-3')};
  border-top: 1px solid ${token('color-border')};
  @media (max-width: 640px) {
    button {
      width: 100%;
      min-height: 44px;
    }
  }
`;

export const ContactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')} ${token('space-6')};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
    overflow-wrap: anywhere;
  }
  a:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  align-items: center;
`;

export const Hidden = styled.p`
  ${visuallyHidden}
`;

const shimmer = keyframes`
  50% { opacity: 0.55; }
`;

export const Bone = styled.div<{ $width?: string; $height?: string }>`
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? '1rem'};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  animation: ${shimmer} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
