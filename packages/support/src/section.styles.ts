import styled, { css } from 'styled-components';
import { token, visuallyHidden } from '@anp/ui';

/** Touch targets of at least 44 px on phones (WCAG 2.5.5). */
export const NARROW = '@media (max-width: 640px)';

/** The support widgets' type and spacing: the kit's font, no margins of the browser's own. */
export const pageText = css`
  box-sizing: border-box;
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h2,
  h3,
  h4,
  h5,
  h6,
  p,
  ul,
  ol,
  dl,
  dd {
    margin: 0;
  }
`;

export const Section = styled.section.attrs({ part: 'section' })`
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
`;

export const SectionHeading = styled.h2`
  font-size: ${token('font-size-xl')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.3;
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Muted = styled.p`
  color: ${token('color-text-muted')};
`;

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 1.5rem;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border-inline-start: 4px solid ${token('color-danger')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-danger-soft')};
`;
