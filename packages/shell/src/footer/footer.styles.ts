import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';

export const Root = styled.footer<{ $bottom: number }>`
  box-sizing: border-box;
  width: 100%;
  padding: ${token('space-6')} ${token('space-4')} calc(${token('space-6')} + ${(p) => p.$bottom}px);
  background: ${token('color-footer-bg')};
  color: ${token('color-footer-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-sm')};
  line-height: 1.5;
`;

export const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-4')} ${token('space-6')};
  align-items: center;
  justify-content: space-between;
`;

export const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')} ${token('space-5')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterAnchor = styled.a`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 3px;
  border-radius: 2px;
  &:hover {
    text-decoration-thickness: 2px;
  }
  ${focusRing}
`;

export const ConsentButton = styled.button`
  font: inherit;
  color: inherit;
  background: none;
  border: 1px solid currentColor;
  border-radius: ${token('radius-md')};
  padding: ${token('space-1')} ${token('space-3')};
  cursor: pointer;
  ${focusRing}
`;

export const Copyright = styled.p`
  margin: 0;
  width: 100%;
  opacity: 0.9;
`;
