import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { Footer } from './footer';
import { FooterView } from './footer.view';

export default { title: 'Shell/Footer' };

const links = [
  { label: 'Privacy', href: '#privacy' },
  { label: 'Terms of use', href: '#terms' },
  { label: 'Accessibility', href: '#accessibility' },
  { label: 'Contact us', href: 'mailto:portal-support@example.com' },
];

const market = (country: string, lang: string) =>
  resolveConfig(
    { country, lang },
    { footer: { links, copyrightOwner: 'Animal Nutrition', cookieConsent: true } },
  );

export const English: Story = () => (
  <KitRoot config={market('us', 'en')}>
    <Footer year={2026} />
  </KitRoot>
);

export const SpanishMexico: Story = () => (
  <KitRoot config={market('mx', 'es')}>
    <Footer year={2026} />
  </KitRoot>
);

export const PortugueseBrazil: Story = () => (
  <KitRoot config={market('br', 'pt')}>
    <Footer year={2026} />
  </KitRoot>
);

export const NoLinksNoConsent: Story = () => (
  <FooterView
    links={[]}
    copyright="© 2026 Animal Nutrition. All rights reserved."
    labels={{ footer: 'Site footer', links: 'Footer links', cookieSettings: 'Cookie settings' }}
    cookieConsent={false}
  />
);

export const WithMarketConsentLink: Story = () => (
  <KitRoot config={market('us', 'en')}>
    <Footer year={2026} consent={<a href="#consent">Do not sell my information</a>} />
  </KitRoot>
);
