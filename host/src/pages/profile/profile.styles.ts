import styled from 'styled-components';
import { pageText } from '../page-styles';
import { token } from '@anp/ui';

export const Page = styled.div`
  display: grid;
  gap: ${token('space-6')};
  max-width: 56rem;
  ${pageText}
  h2 {
    font-size: ${token('font-size-lg')};
  }
`;

export const Panel = styled.section`
  display: grid;
  gap: ${token('space-4')};
  padding: ${token('space-5')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    font-weight: ${token('font-weight-semibold')};
  }
`;

/** Label above value on phones, two columns from 640 px. */
export const Details = styled.dl`
  display: grid;
  gap: ${token('space-3')} ${token('space-6')};
  margin: 0;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
  & > div {
    display: grid;
    align-content: start;
    gap: ${token('space-1')};
    padding-bottom: ${token('space-3')};
    border-bottom: 1px solid ${token('color-border')};
  }
  dt {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Hint = styled.p`
  margin: ${token('space-1')} 0 ${token('space-3')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')} ${token('space-5')};
  @media (max-width: 480px) {
    flex-direction: column;
  }
`;

export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${token('color-primary')};
  }
  input:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  margin-top: ${token('space-4')};
  button {
    min-height: 44px;
  }
`;

export const StatusText = styled.p`
  color: ${token('color-success')};
  font-weight: ${token('font-weight-semibold')};
`;

export const ErrorText = styled.p`
  padding: ${token('space-3')} ${token('space-4')};
  border-left: 4px solid ${token('color-danger')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-danger-soft')};
  color: ${token('color-danger')};
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${token('space-8')} 0;
`;

/** The profile's accounts and permissions: one item a line, its kind or description below. */
export const AccessList = styled.ul`
  display: grid;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${token('space-1')};
    padding-bottom: ${token('space-2')};
    border-bottom: 1px solid ${token('color-border')};
    overflow-wrap: anywhere;
  }
  small {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
`;

/** The user's reminders: what and when on the left, Delete on the right (below on phones). */
export const ReminderItems = styled.ul`
  display: grid;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-2')} ${token('space-4')};
    padding-bottom: ${token('space-3')};
    border-bottom: 1px solid ${token('color-border')};
    overflow-wrap: anywhere;
  }
  li > div {
    display: grid;
    gap: ${token('space-1')};
    min-width: 0;
    flex: 1 1 16rem;
  }
  a {
    color: ${token('color-primary')};
  }
  small {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  button {
    min-height: 44px;
  }
`;

export const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('space-3')};
  margin-top: ${token('space-4')};
`;
