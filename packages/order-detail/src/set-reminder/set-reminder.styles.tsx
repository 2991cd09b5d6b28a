import styled from 'styled-components';
import { token } from '@anp/ui';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')} ${token('space-3')};
`;

export const Status = styled.p`
  margin: 0;
  color: ${token('color-success')};
  font-weight: ${token('font-weight-semibold')};
  &:empty {
    display: none;
  }
`;

/** A small bell drawn with the text colour. */
export function BellIcon(props: { 'aria-hidden': 'true' }) {
  return (
    <svg
      {...props}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export const Form = styled.form`
  display: grid;
  gap: ${token('space-4')};
`;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${token('space-3')};
  align-items: start;
`;

/** The zone the date and time are read in, under the pair (the time field is described by it). */
export const Zone = styled.p`
  margin: calc(-1 * ${token('space-2')}) 0 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Problem = styled.p`
  margin: 0;
  padding: ${token('space-3')};
  border: 1px solid ${token('color-danger')};
  border-radius: ${token('radius-md')};
  background: ${token('color-danger-soft')};
  color: ${token('color-text')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('space-3')};
`;
