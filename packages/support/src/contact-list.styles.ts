import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';
import { NARROW } from './section.styles';

export const Contacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  /* The hours are text, not a 2.5rem link: on the text's line, not at the top of the row. */
  align-items: baseline;
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
