import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';

export const Page = styled.article`
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  line-height: ${token('line-height')};
  display: grid;
  gap: ${token('space-5')};
  min-width: 0;
`;

export const Header = styled.header`
  display: grid;
  gap: ${token('space-3')};
  max-width: 48rem;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${token('space-3')};
  font-size: 1.25rem;
`;

export const Message = styled.p`
  margin: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export const Launch = styled.a`
  justify-self: start;
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${token('space-1')};
  align-items: baseline;
  padding: ${token('space-2')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-primary')};
  color: ${token('color-primary-contrast')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

export const LaunchHint = styled.span`
  font-weight: 400;
  font-size: ${token('font-size-sm')};
`;

export const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};

  a {
    display: inline-block;
    padding: ${token('space-1')} ${token('space-3')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    color: ${token('color-primary')};
    text-decoration: none;
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: ${token('color-primary-soft')};
    color: ${token('color-text')};
    font-weight: 600;
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${token('space-3')};
  min-width: 0;
`;

export const DocumentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-2')};
`;

export const DocumentItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')} ${token('space-4')};
  padding: ${token('space-3')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
`;

export const DocumentText = styled.div`
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
  flex: 1 1 16rem;
  overflow-wrap: anywhere;
`;

export const Title = styled.span`
  font-weight: 600;
`;

export const TableWrap = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
  }
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  min-width: 36rem;
  font-size: ${token('font-size-sm')};

  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: ${token('space-2')};
  }
  th,
  td {
    text-align: start;
    padding: ${token('space-2')};
    border-bottom: 1px solid ${token('color-border')};
    vertical-align: top;
  }
  td.number,
  th.number {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const Trials = styled.div`
  display: grid;
  gap: ${token('space-4')};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
`;

export const Trial = styled.article`
  display: grid;
  gap: ${token('space-2')};
  align-content: start;
  padding: ${token('space-4')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  min-width: 0;
`;

export const TrialHeading = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

export const Home = styled.a`
  justify-self: start;
  color: ${token('color-primary')};
  font-weight: 600;
  ${focusRing}
`;
