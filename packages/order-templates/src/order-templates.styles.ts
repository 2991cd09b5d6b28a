import styled from 'styled-components';
import { token } from '@anp/ui';

export const Card = styled.section`
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  padding: ${token('space-4')};
  display: grid;
  gap: ${token('space-3')};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

export const Message = styled.p`
  margin: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Notice = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  font-weight: ${token('font-weight-semibold')};
  color: ${(p) => (p.$tone === 'danger' ? token('color-danger') : token('color-text'))};
  &:empty {
    display: none;
  }
`;

export const Group = styled.section`
  display: grid;
  gap: ${token('space-2')};
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
    font-size: ${token('font-size-md')};
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-2')};
`;

export const Item = styled.article`
  display: grid;
  gap: ${token('space-2')};
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

export const ItemName = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const Facts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-3')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
`;

export const Form = styled.form`
  display: grid;
  gap: ${token('space-3')};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

export const CartLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-primary')};
  color: ${token('color-primary-contrast')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;
