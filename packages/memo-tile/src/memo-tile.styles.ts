import styled from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

export const Card = styled.article`
  box-sizing: border-box;
  display: grid;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  min-width: 0;
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('space-2')} ${token('space-4')};
`;

export const TitleBlock = styled.div`
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
`;

export const Kind = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Title = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Amount = styled.p`
  margin: 0;
  font-size: ${token('font-size-xl')};
  font-weight: ${token('font-weight-semibold')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${token('space-2')} ${token('space-4')};
  margin: 0;

  & > div {
    display: grid;
    align-content: start;
    gap: 0.125rem;
    min-width: 0;
  }
  & dt {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space-2')};
`;

export const Disclosure = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  min-height: 2.5rem;
  padding: 0 ${token('space-3')};
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: ${token('color-primary')};
  font: inherit;
  font-weight: ${token('font-weight-semibold')};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${token('color-primary-soft')};
  }
  & > svg {
    transition: transform ${token('duration-fast')} ${token('easing')};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;

export const Details = styled.div`
  padding-top: ${token('space-3')};
  border-top: 1px solid ${token('color-border')};
`;

export const Message = styled.div<{ $tone?: 'danger' | 'muted' }>`
  display: grid;
  gap: ${token('space-2')};
  justify-items: start;
  color: ${(p) => (p.$tone === 'danger' ? token('color-danger') : token('color-text-muted'))};
  & > p {
    margin: 0;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
