import type { GlobalProvider } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import '@anp/ui';

const config = resolveConfig(
  {},
  {
    footer: {
      copyrightOwner: 'Animal Nutrition',
      cookieConsent: true,
      links: [
        { label: 'Privacy', href: '#privacy' },
        { label: 'Terms of use', href: '#terms' },
      ],
    },
  },
);

/** Every story renders inside the same provider the elements and the host use. */
export const Provider: GlobalProvider = ({ children }) => (
  <KitRoot config={config}>{children}</KitRoot>
);
