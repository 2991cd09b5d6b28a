import styled, { css, keyframes } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

/**
 * The support page lays itself out by its own width (container queries), not the window's: on a
 * CMS page it may sit in a narrow column of a wide screen.
 */
const WIDE = '@container anp-support (min-width: 60rem)';
const MEDIUM = '@container anp-support (min-width: 36rem)';
/** Touch targets of at least 44 px on phones (WCAG 2.5.5). */
const NARROW = '@media (max-width: 640px)';

const text = css`
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

export const Root = styled.div`
  container: anp-support / inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-6')};
  ${text}
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

export const Section = styled.section`
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

/* The support bar ------------------------------------------------------------------------- */

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

export const Contacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-6')};
  /* Each contact: its label, and beside it the value (which wraps under itself, not the label). */
  > div {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: baseline;
    column-gap: ${token('space-2')};
    min-width: 0;
  }
  dt {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  dd {
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
    ${focusRing}
  }
  /* Phones: each label over its value, so an e-mail address keeps the whole width. */
  ${NARROW} {
    flex-direction: column;
    gap: ${token('space-2')};
    > div {
      grid-template-columns: minmax(0, 1fr);
    }
    a {
      min-height: 44px;
    }
  }
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

/* Cases -------------------------------------------------------------------------------------- */

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 1.5rem;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const CaseList = styled.ul`
  display: grid;
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
  button > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
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

export const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border-inline-start: 4px solid ${token('color-danger')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-danger-soft')};
`;

export const EmptyCard = styled.div`
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
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

export const SkeletonCard = styled.div`
  display: grid;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
`;

/* FAQ ---------------------------------------------------------------------------------------- */

export const Topics = styled.div`
  display: grid;
  gap: ${token('space-5')};
`;

export const Topic = styled.div`
  display: grid;
  gap: ${token('space-2')};
`;

export const TopicHeading = styled.h3`
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-semibold')};
  color: ${token('color-text-muted')};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Questions = styled.ul`
  display: grid;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${token('color-border')};
  li {
    border-bottom: 1px solid ${token('color-border')};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-3')};
    min-height: 44px;
    padding: ${token('space-2')} ${token('space-1')};
    color: ${token('color-primary')};
    text-decoration: none;
    overflow-wrap: anywhere;
    ${focusRing}
    &:hover {
      text-decoration: underline;
    }
    svg {
      flex: none;
    }
  }
`;

/* The FAQ answer ----------------------------------------------------------------------------- */

export const Article = styled.article`
  display: grid;
  gap: ${token('space-5')};
  max-width: 46rem;
  ${text}
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
