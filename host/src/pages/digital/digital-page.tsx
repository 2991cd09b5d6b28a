import styled from 'styled-components';
import { DigitalTools } from '@anp/digital-tools';
import type { DigitalPagePath } from '@anp/core';
import { pageText } from '../page-styles';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${pageText}
`;

/**
 * A digital page (shell-and-admin.md §2): its content comes from the server's configuration for
 * the selected account; the element says "not available for your account" when the account's
 * entitlements, business unit or the user's roles do not allow it (the server answers 403 too).
 */
export function DigitalPage({ page }: { page: DigitalPagePath }) {
  return (
    <Page>
      <DigitalTools key={page} page={page} headingLevel={1} />
    </Page>
  );
}
