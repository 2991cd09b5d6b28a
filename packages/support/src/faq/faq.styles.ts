import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';
import { NARROW, pageText } from '../section.styles';

export const Article = styled.article.attrs({ part: 'article' })`
  display: grid;
  gap: ${token('space-5')};
  max-width: 46rem;
  ${pageText}
`;

export const ArticleHead = styled.header`
  display: grid;
  gap: ${token('space-2')};
`;

export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  justify-self: start;
  min-height: 44px;
  color: ${token('color-primary')};
  font-weight: ${token('font-weight-semibold')};
  text-decoration: none;
  ${focusRing}
  &:hover {
    text-decoration: underline;
  }
`;

export const Kicker = styled.p`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Question = styled.h1`
  font-size: ${token('font-size-2xl')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const Answer = styled.div`
  display: grid;
  gap: ${token('space-3')};
  font-size: ${token('font-size-md')};
  p {
    max-width: 68ch;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const Related = styled.nav`
  display: grid;
  gap: ${token('space-2')};
`;

export const Help = styled.aside`
  display: grid;
  justify-items: start;
  gap: ${token('space-3')};
  padding: ${token('space-5')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-alt')};
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-size: ${token('font-size-lg')};
    font-weight: ${token('font-weight-semibold')};
  }
  ${NARROW} {
    justify-items: stretch;
    button {
      width: 100%;
      min-height: 44px;
    }
  }
`;

export const Message = styled.div<{ $tone?: 'danger' | 'muted' }>`
  display: grid;
  justify-items: start;
  gap: ${token('space-3')};
  color: ${(p) => (p.$tone === 'danger' ? token('color-danger') : token('color-text'))};
`;
