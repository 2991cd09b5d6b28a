import { createGlobalStyle } from 'styled-components';
import { token } from '@anp/ui';

/** The host page's own base styles (elements on CMS pages never set page-global styles). */
export const HostGlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }
  html, body {
    margin: 0;
    padding: 0;
  }
  body {
    background: ${token('color-surface-alt')};
    color: ${token('color-text')};
    font-family: ${token('font-family')};
    -webkit-font-smoothing: antialiased;
  }
`;
