import styled, { css } from 'styled-components';
import { token, visuallyHidden } from '../tokens';

export const Area = styled.div`
  display: grid;
  gap: ${token('space-2')};
  min-width: 0;
  font-family: ${token('font-family')};
  color: ${token('color-text')};
`;

export const Label = styled.span<{ $disabled: boolean }>`
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  color: ${(p) => (p.$disabled ? token('color-text-muted') : token('color-text'))};
`;

interface ZoneState {
  $active: boolean;
  $pageDrag: boolean;
  $invalid: boolean;
  $disabled: boolean;
}

export const Zone = styled.div<ZoneState>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space-2')};
  padding: ${token('space-5')} ${token('space-4')};
  border: 2px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-alt')};
  text-align: center;
  transition:
    background-color ${token('duration-fast')} ${token('easing')},
    border-color ${token('duration-fast')} ${token('easing')};

  ${(p) =>
    p.$pageDrag &&
    css`
      border-color: ${token('color-primary')};
    `}
  ${(p) =>
    p.$active &&
    css`
      border-style: solid;
      border-color: ${token('color-primary')};
      background: ${token('color-primary-soft')};
      box-shadow: inset 0 0 0 1px ${token('color-primary')};
    `}
  ${(p) =>
    p.$invalid &&
    !p.$active &&
    css`
      border-color: ${token('color-danger')};
      background: ${token('color-danger-soft')};
    `}
  ${(p) =>
    p.$disabled &&
    css`
      border-color: ${token('color-border')};
      background: ${token('color-surface-sunken')};
      color: ${token('color-text-muted')};
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  /* Forced colours drop backgrounds: the active zone keeps a thicker, solid outline. */
  @media (forced-colors: active) {
    ${(p) =>
      p.$active &&
      css`
        border-width: 3px;
      `}
  }
`;

export const ZoneIcon = styled.span<{ $active: boolean }>`
  display: inline-flex;
  color: ${(p) => (p.$active ? token('color-primary') : token('color-text-muted'))};
`;

/**
 * Only where something can be dragged: a touch-only device (a phone) gets Browse files and the
 * limits, without a sentence about dragging it cannot do.
 */
const touchOnly = '@media (hover: none) and (pointer: coarse)';

export const ZoneTitle = styled.span`
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-semibold')};

  ${touchOnly} {
    display: none;
  }
`;

export const Or = styled.span`
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};

  ${touchOnly} {
    display: none;
  }
`;

export const Limits = styled.span`
  max-width: 36rem;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

export const List = styled.ul`
  display: grid;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $problem: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${token('space-3')};
  padding: ${token('space-3')};
  border: 1px solid ${(p) => (p.$problem ? token('color-danger') : token('color-border'))};
  border-radius: ${token('radius-md')};
  background: ${(p) => (p.$problem ? token('color-danger-soft') : token('color-surface'))};
`;

export const FileIcon = styled.span`
  display: inline-flex;
  flex: none;
  margin-top: 2px;
  color: ${token('color-text-muted')};
`;

export const Main = styled.div`
  display: grid;
  flex: 1 1 0;
  gap: ${token('space-1')};
  min-width: 0;
`;

export const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${token('space-2')};
  min-width: 0;
`;

export const Name = styled.span`
  min-width: 0;
  font-weight: ${token('font-weight-semibold')};
  overflow-wrap: anywhere;
`;

export const Size = styled.span`
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const ProgressLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
`;

export const Track = styled.div`
  position: relative;
  flex: 1;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${token('radius-pill')};
  background: ${token('color-surface-sunken')};
  /* The track's edge stays visible where forced colours drop its background. */
  outline: 1px solid transparent;
`;

export const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: inherit;
  background: ${token('color-primary')};
  transition: width ${token('duration-normal')} linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  @media (forced-colors: active) {
    background: Highlight;
  }
`;

export const Percent = styled.span`
  min-width: 3.5ch;
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

export const Done = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-success')};
`;

export const Problem = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-danger')};

  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  gap: ${token('space-2')};
  margin-inline-start: auto;

  /* Phones: Retry above Remove, so the file's name keeps the width. */
  @media (max-width: 29.99em) {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
