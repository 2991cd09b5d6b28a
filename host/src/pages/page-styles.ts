import styled, { css } from 'styled-components';
import { token } from '@anp/ui';

/** The text of a portal page: the kit's font and colour, and headings without stray margins. */
export const pageText = css`
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  line-height: ${token('line-height')};
  h1,
  h2,
  h3,
  p {
    margin: 0;
  }
  h1 {
    font-size: ${token('font-size-2xl')};
    line-height: 1.25;
  }
`;

/** The card a page shows instead of its content: a failure with Retry, a notice. */
export const StateCard = styled.section`
  display: grid;
  gap: ${token('space-4')};
  max-width: 640px;
  margin: ${token('space-7')} auto;
  padding: ${token('space-6')} ${token('space-5')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  h1 {
    margin: 0;
    font-size: ${token('font-size-xl')};
  }
  p {
    margin: 0;
  }
`;
