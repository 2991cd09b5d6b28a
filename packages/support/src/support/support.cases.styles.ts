import styled, { css, keyframes } from 'styled-components';
import { focusRing, token } from '@anp/ui';
import { NARROW } from '../section.styles';

export const CaseList = styled.ul`
  display: grid;
  /* Cards never wider than the page, whatever they hold (QA, issue 14: a long file name). */
  grid-template-columns: minmax(0, 1fr);
  > li {
    min-width: 0;
  }
  gap: ${token('space-3')};
  padding: 0;
  list-style: none;
`;

const arrive = keyframes`
  from { box-shadow: 0 0 0 6px ${token('color-primary-soft')}; }
`;

export const CaseCard = styled.article<{ $highlighted: boolean }>`
  display: grid;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-sm')};
  ${focusRing}
  ${(p) =>
    p.$highlighted &&
    css`
      border-color: ${token('color-primary')};
      box-shadow: 0 0 0 1px ${token('color-primary')};
      animation: ${arrive} ${token('duration-slow')} ${token('easing')};
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;

export const CaseHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
`;

export const CaseNumber = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
`;

export const CaseTitle = styled.h3`
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-4')};
  padding: 0;
  list-style: none;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Group = styled.div`
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
`;

export const GroupLabel = styled.p`
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Products = styled.ul`
  display: grid;
  gap: ${token('space-1')};
  padding: 0;
  list-style: none;
  li {
    overflow-wrap: anywhere;
  }
`;

export const ProductFacts = styled.span`
  display: block;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Downloads = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space-2')};
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
    max-width: 100%;
  }
  button {
    max-width: 100%;
  }
  /* A long file name wraps, so it is read whole rather than cut. */
  button > span {
    min-width: 0;
    overflow-wrap: anywhere;
    text-align: start;
  }
  ${NARROW} {
    button {
      min-height: 44px;
    }
  }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
`;

export const EmptyCard = styled.div`
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
`;

export const SkeletonCard = styled.div`
  display: grid;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
`;
