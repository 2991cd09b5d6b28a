import styled, { css, keyframes } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

export const Grid = styled.div<{ $count: number }>`
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  display: grid;
  gap: ${token('space-4')};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  ${(p) =>
    p.$count === 1 &&
    css`
      grid-template-columns: minmax(0, 1fr);
    `}
`;

export const Tile = styled.section`
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  padding: ${token('space-4')};
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

export const Figure = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

export const Message = styled.p`
  margin: 0;
`;

export const Muted = styled.span`
  display: block;
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
`;

export const Trend = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Link = styled.a`
  color: ${token('color-primary')};
  font-weight: 600;
  overflow-wrap: anywhere;
  margin-top: auto;
  ${focusRing}
`;

export const StatusList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-3')};
  font-size: 0.875rem;
  a {
    font-weight: 400;
  }
`;

export const Deliveries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-2')};
  li {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${token('space-2')};
  }
  a {
    font-weight: 600;
  }
`;

export const DeliveryDate = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  font-weight: 600;
`;

const shimmer = keyframes`
  0%, 100% { opacity: 1; }
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
