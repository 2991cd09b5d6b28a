import styled from 'styled-components';
import { token } from '@anp/ui';
import { Panel } from './cart.styles';

/** The confirmation: centred, the order number large. */
export const Done = styled(Panel)`
  max-width: 44rem;
  margin: 0 auto;
  text-align: center;
  justify-items: center;
  .mark {
    width: 3.5rem;
    height: 3.5rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: ${token('color-success-soft')};
    color: ${token('color-success')};
  }
  .number {
    font-size: ${token('font-size-2xl')};
    font-weight: ${token('font-weight-semibold')};
    letter-spacing: 0.04em;
    font-variant-numeric: tabular-nums;
  }
  dl {
    width: 100%;
    max-width: 24rem;
    text-align: left;
  }
`;
