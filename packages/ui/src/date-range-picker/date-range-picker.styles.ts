import styled from 'styled-components';
import { focusRing, token } from '../tokens';
import { Popover as CalendarPopover } from '../date-picker/date-picker.styles';

/** The width of one month, as in the date picker's calendar. */
const MONTH = '17.5rem';
const TARGET = '2.5rem';

export const Popover = styled(CalendarPopover)`
  width: auto;
  max-width: calc(100vw - 1rem);
  padding: ${token('space-3')} ${token('space-3')} 0;
`;

export const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')} ${token('space-5')};
`;

export const Presets = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${token('space-1')};
  min-width: 9rem;

  /* Phones: the presets wrap in a row above the month. */
  @media (max-width: 39.99em) {
    flex-direction: row;
    flex-wrap: wrap;
    width: 100%;
    min-width: 0;
  }
`;

export const PresetsTitle = styled.span`
  width: 100%;
  margin-bottom: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  color: ${token('color-text-muted')};
`;

export const Preset = styled.button`
  min-height: ${TARGET};
  padding: 0 ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${token('color-primary-soft')};
  }
  &[aria-pressed='true'] {
    border-color: ${token('color-primary')};
    background: ${token('color-primary-soft')};
    color: ${token('color-primary')};
    font-weight: ${token('font-weight-semibold')};
  }
  ${focusRing}
`;

export const Calendar = styled.div`
  min-width: 0;
`;

export const Months = styled.div`
  display: flex;
  gap: ${token('space-5')};
`;

export const Month = styled.div`
  width: min(${MONTH}, calc(100vw - 3rem));
`;

/** Keeps a month's heading centred where the other month has the arrow. */
export const Spacer = styled.span`
  flex: none;
  width: ${TARGET};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  margin: ${token('space-2')} calc(-1 * ${token('space-3')}) 0;
  padding: ${token('space-3')};
  border-top: 1px solid ${token('color-border')};
  background: ${token('color-surface-alt')};
  border-radius: 0 0 ${token('radius-lg')} ${token('radius-lg')};
`;

export const FooterEnd = styled.div`
  display: flex;
  gap: ${token('space-2')};
  margin-inline-start: auto;
`;
