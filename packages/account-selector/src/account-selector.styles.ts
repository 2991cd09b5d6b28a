import styled, { css } from 'styled-components';
import { Button, focusRing, token, visuallyHidden } from '@anp/ui';

/** Below this width controls grow to 44 px touch targets (WCAG 2.5.5). */
const NARROW = '@media (max-width: 640px)';

export const Root = styled.div<{ $panel: boolean }>`
  position: relative;
  box-sizing: border-box;
  display: ${(p) => (p.$panel ? 'block' : 'inline-block')};
  max-width: 100%;
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-sm')};
  line-height: ${token('line-height')};
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  max-width: min(22rem, 100%);
  min-height: 2.5rem;
  padding: ${token('space-1')} ${token('space-3')};
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${token('color-surface-alt')};
  }
  &:disabled {
    cursor: progress;
  }
  ${focusRing}
  ${NARROW} {
    min-height: 44px;
  }
`;

export const TriggerText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Caption = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-xs')};
  line-height: 1.2;
`;

export const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${token('font-weight-semibold')};
`;

export const Chevron = styled.svg<{ $open: boolean }>`
  flex: none;
  width: 1rem;
  height: 1rem;
  transform: rotate(${(p) => (p.$open ? '180deg' : '0')});
  transition: transform ${token('duration-fast')} ${token('easing')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Panel = styled.section`
  width: 100%;
  padding: ${token('space-3')} 0;
`;

export const PanelHeading = styled.h2`
  margin: 0 0 ${token('space-2')};
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-semibold')};
`;

export const Current = styled.p`
  margin: 0 0 ${token('space-3')};
  color: ${token('color-text-muted')};
  overflow-wrap: anywhere;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
`;

const row = css`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  width: 100%;
  min-height: 2.5rem;
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-md')};
  color: ${token('color-text')};
  text-align: start;
  ${NARROW} {
    min-height: 44px;
  }
`;

export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Nine regions would push the accounts out of view: the region list scrolls on its own. */
export const RegionList = styled(PlainList)`
  max-height: 12rem;
  overflow-y: auto;
`;

export const RowButton = styled.button<{ $current?: boolean }>`
  ${row}
  border: 0;
  background: ${(p) => (p.$current ? token('color-primary-soft') : 'transparent')};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${token('color-surface-alt')};
  }
  &:disabled {
    cursor: progress;
  }
  ${focusRing}
`;

export const Listbox = styled.ul`
  max-height: min(20rem, 50vh);
  margin: 0;
  padding: ${token('space-1')} 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  &[hidden] {
    display: none;
  }
`;

export const Option = styled.li<{ $highlighted: boolean; $current: boolean }>`
  ${row}
  border-radius: 0;
  cursor: pointer;
  background: ${(p) =>
    p.$highlighted
      ? token('color-surface-sunken')
      : p.$current
        ? token('color-primary-soft')
        : 'transparent'};
  outline: ${(p) => (p.$highlighted ? `2px solid ${token('color-focus')}` : 'none')};
  outline-offset: -2px;
`;

export const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Check = styled.svg<{ $shown: boolean }>`
  flex: none;
  width: 1rem;
  height: 1rem;
  color: ${token('color-primary')};
  visibility: ${(p) => (p.$shown ? 'visible' : 'hidden')};
`;

export const Tag = styled.span<{ $tone: 'New' | 'Current' }>`
  flex: none;
  padding: 0 ${token('space-2')};
  border-radius: ${token('radius-pill')};
  font-size: ${token('font-size-xs')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.5;
  color: ${(p) => (p.$tone === 'New' ? token('color-info') : token('color-success'))};
  background: ${(p) => (p.$tone === 'New' ? token('color-info-soft') : token('color-success-soft'))};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-xs')};
  /* The live region stays in the page to be heard; while empty it takes no room. */
  &:empty {
    margin-block-start: calc(-1 * ${token('space-2')});
  }
`;

/** The kit's button, grown to a 44 px touch target on narrow screens. */
export const TouchButton = styled(Button)`
  ${NARROW} {
    min-height: 44px;
  }
`;

export const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${token('color-danger-soft')};
  color: ${token('color-danger')};
  & > p {
    margin: 0;
    flex: 1 1 12rem;
  }
`;

export const Disclosure = styled.button`
  ${row}
  justify-content: space-between;
  border: 1px solid ${token('color-border')};
  background: ${token('color-surface-alt')};
  font: inherit;
  font-weight: ${token('font-weight-semibold')};
  cursor: pointer;
  ${focusRing}
`;
