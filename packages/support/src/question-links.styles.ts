import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';

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
