import styled, { keyframes } from 'styled-components';
import { token } from '@anp/ui';
import { NARROW, pageText } from '../section.styles';

/**
 * The support page lays itself out by its own width (container queries), not the window's: on a
 * CMS page it may sit in a narrow column of a wide screen.
 */
const WIDE = '@container anp-support (min-width: 60rem)';

const MEDIUM = '@container anp-support (min-width: 36rem)';

export const Root = styled.div`
  container: anp-support / inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-6')};
  ${pageText}
`;

/** Cases beside the questions on a wide page; one column otherwise (the bar always on top). */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-6')};
  align-items: start;
  ${WIDE} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 3fr);
    gap: ${token('space-7')};
  }
`;

export const Bar = styled.section`
  display: grid;
  gap: ${token('space-4')};
  padding: ${token('space-5')};
  border: 1px solid ${token('color-border')};
  border-inline-start: 4px solid ${token('color-primary')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-alt')};
  ${NARROW} {
    padding: ${token('space-4')};
  }
  ${MEDIUM} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${token('space-6')};
  }
`;

export const BarText = styled.div`
  display: grid;
  gap: ${token('space-2')};
  min-width: 0;
`;

export const BarAction = styled.div`
  display: grid;
  justify-items: start;
  gap: ${token('space-2')};
  ${MEDIUM} {
    justify-items: end;
  }
  /* Phones: the button across the bar, easy to reach with a thumb. */
  ${NARROW} {
    justify-items: stretch;
    button {
      width: 100%;
      min-height: 44px;
    }
  }
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

export const Topics = styled.div`
  display: grid;
  gap: ${token('space-5')};
`;

export const Topic = styled.div`
  display: grid;
  gap: ${token('space-2')};
`;
