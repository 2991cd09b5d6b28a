import styled from 'styled-components';
import { token, visuallyHidden } from '@anp/ui';

/** The steps: a column on narrow pages, a row of equal steps joined by a line on wide ones. */
export const Steps = styled.ol.attrs({ part: 'timeline' })`
  display: grid;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;

  @container (min-width: 40rem) {
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    gap: ${token('space-2')};
  }
`;

export const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 1.25rem minmax(0, 1fr);
  gap: 0 ${token('space-2')};
  align-items: start;

  /* The line to the next step. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 1.25rem;
    bottom: calc(-1 * ${token('space-3')});
    left: calc(0.625rem - 1px);
    border-left: 2px solid ${token('color-border')};
  }
  /* Solid in the brand colour between steps reached; grey towards a step to come. */
  &[data-state='done']:not(:last-child)::after {
    border-left-color: ${token('color-primary')};
  }

  @container (min-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${token('space-1')};
    &:not(:last-child)::after {
      top: calc(0.625rem - 1px);
      bottom: auto;
      left: 1.5rem;
      right: 0.25rem;
      border-left: 0;
      border-top: 2px solid ${token('color-border')};
    }
    &[data-state='done']:not(:last-child)::after {
      border-top-color: ${token('color-primary')};
    }
  }
`;

/** The step's dot: filled when done, ringed when current, hollow when to come. */
export const Dot = styled.span`
  box-sizing: border-box;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${token('color-border-strong')};
  border-radius: 50%;
  background: ${token('color-surface')};
  [data-state='done'] > & {
    border-color: ${token('color-primary')};
    background: ${token('color-primary')};
  }
  [data-state='current'] > & {
    border-color: ${token('color-primary')};
    box-shadow: inset 0 0 0 3px ${token('color-surface')};
    background: ${token('color-primary')};
  }
  [data-step='cancelled'] > & {
    border-color: ${token('color-danger')};
    background: ${token('color-danger')};
  }
`;

export const Body = styled.div`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  strong {
    font-weight: 600;
  }
  [data-state='upcoming'] > & strong {
    color: ${token('color-text-muted')};
    font-weight: 500;
  }
`;

export const When = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
`;

export const Note = styled.span`
  font-size: ${token('font-size-sm')};
  &[data-tone='warning'] {
    color: ${token('color-warning')};
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
