import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

export const Page = styled.section`
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-5')};
  max-width: 64rem;
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-3')};
`;

export const Panel = styled.section`
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  padding: ${token('space-4')};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-4')};
  min-width: 0;
`;

export const SubHeading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  &:focus-visible {
    ${focusRing}
  }
`;

export const SmallHeading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

export const Grid = styled.div`
  display: grid;
  gap: ${token('space-4')};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

/** The step indicator: numbered steps, the current one marked (aria-current="step"). */
export const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  counter-reset: step;
`;

export const StepButton = styled.button<{ $current: boolean; $done: boolean }>`
  counter-increment: step;
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 2.5rem;
  padding: ${token('space-1')} ${token('space-3')};
  border-radius: 999px;
  border: 1px solid ${token('color-border')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font: inherit;
  cursor: pointer;
  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 1.5rem;
    height: 1.5rem;
    border-radius: 50%;
    background: ${token('color-border')};
    font-size: 0.875rem;
  }
  ${(p) =>
    p.$done &&
    css`
      &::before {
        content: '✓';
        background: ${token('color-success-soft')};
        color: ${token('color-success')};
      }
    `}
  ${(p) =>
    p.$current &&
    css`
      border-color: ${token('color-primary')};
      font-weight: 600;
      &::before {
        background: ${token('color-primary')};
        color: ${token('color-primary-contrast')};
      }
    `}
  &:focus-visible {
    ${focusRing}
  }
`;

type Tone = 'info' | 'success' | 'warning' | 'danger';

// Each token named in full, so the element's manifest lists the custom properties it uses.
const TONE_LINE: Record<Tone, string> = {
  info: token('color-info'),
  success: token('color-success'),
  warning: token('color-warning'),
  danger: token('color-danger'),
};
const TONE_BACKGROUND: Record<Tone, string> = {
  info: token('color-info-soft'),
  success: token('color-success-soft'),
  warning: token('color-warning-soft'),
  danger: token('color-danger-soft'),
};

export const Notice = styled.div<{ $tone: Tone }>`
  display: grid;
  gap: ${token('space-2')};
  padding: ${token('space-3')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  border-inline-start: 4px solid ${(p) => TONE_LINE[p.$tone]};
  background: ${(p) => TONE_BACKGROUND[p.$tone]};
  p {
    margin: 0;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const ProblemList = styled.ul`
  margin: 0;
  padding-inline-start: ${token('space-5')};
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${token('color-primary')};
  text-decoration: underline;
  cursor: pointer;
  text-align: start;
  &:focus-visible {
    ${focusRing}
  }
`;

export const Link = styled.a`
  color: ${token('color-primary')};
  &:focus-visible {
    ${focusRing}
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-2')};
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')} ${token('space-3')};
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  min-width: 0;
`;

export const ItemText = styled.span`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    color: ${token('color-text-muted')};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${token('space-1')} ${token('space-4')};
  margin: 0;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-2')};
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${token('space-2')};
    font-weight: 600;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  justify-content: space-between;
`;

/** Said by screen readers as it changes, not shown (the same text shows where it belongs). */
export const LiveText = styled.span`
  ${visuallyHidden}
`;
