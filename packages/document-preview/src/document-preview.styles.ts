import styled, { css } from 'styled-components';
import { focusRing, token, visuallyHidden } from '@anp/ui';

export const Root = styled.section`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-3')};
  min-width: 0;
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
`;

export const Head = styled.header`
  display: grid;
  gap: ${token('space-1')};
  min-width: 0;
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
    font-size: ${token('font-size-lg')};
    font-weight: ${token('font-weight-semibold')};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  overflow-wrap: anywhere;
`;

/** The bar above the document: pages, zoom, then Download and Close at the end. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')} ${token('space-4')};
  padding: ${token('space-2')};
  background: ${token('color-surface-alt')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
`;

export const Group = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${token('space-1')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  margin-left: auto;
`;

export const IconButton = styled.button`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* 44 px on touch screens (WCAG 2.5.5), a little less with a mouse. */
  min-width: 2.75rem;
  height: 2.75rem;
  padding: 0 ${token('space-2')};
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-primary')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-semibold')};
  cursor: pointer;
  ${focusRing}
  &:hover:not(:disabled) {
    background: ${token('color-primary-soft')};
  }
  &:disabled {
    color: ${token('color-text-muted')};
    border-color: ${token('color-border')};
    cursor: not-allowed;
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  @media (pointer: fine) {
    min-width: 2.25rem;
    height: 2.25rem;
  }
`;

export const PageField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  white-space: nowrap;
  input {
    box-sizing: border-box;
    width: 3.5rem;
    height: 2.25rem;
    padding: 0 ${token('space-2')};
    border: 1px solid ${token('color-border-strong')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    text-align: center;
    ${focusRing}
  }
`;

export const Percent = styled.output`
  min-width: 3.25rem;
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

/** The scrolling window onto the document; focusable so the keyboard can scroll it. */
export const Viewport = styled.div<{ $tall: boolean }>`
  box-sizing: border-box;
  position: relative;
  overflow: auto;
  min-height: 10rem;
  ${(p) =>
    p.$tall &&
    css`
      max-height: min(75vh, 60rem);
    `}
  padding: ${token('space-3')};
  background: ${token('color-surface-sunken')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  overscroll-behavior: contain;
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/** Centres content narrower than the viewport, and lets wider content scroll from its left edge. */
export const Stage = styled.div`
  display: flex;
  width: max-content;
  min-width: 100%;
  justify-content: center;
`;

export const Sheet = styled.div`
  position: relative;
  flex: none;
  background: #fff;
  box-shadow: ${token('shadow-md')};
  line-height: 0;
  canvas,
  img {
    display: block;
  }
`;

export const Video = styled.video`
  display: block;
  width: 100%;
  max-height: min(70vh, 40rem);
  background: #000;
  border-radius: ${token('radius-md')};
`;

export const Message = styled.div<{ $tone?: 'danger' | 'neutral' }>`
  display: grid;
  justify-items: start;
  gap: ${token('space-3')};
  padding: ${token('space-5')};
  background: ${(p) => (p.$tone === 'danger' ? token('color-danger-soft') : token('color-surface-alt'))};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  p {
    margin: 0;
  }
  strong {
    font-size: ${token('font-size-lg')};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  padding: ${token('space-5')};
  color: ${token('color-text-muted')};
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${token('space-2')} ${token('space-3')};
  color: ${token('color-danger')};
  background: ${token('color-danger-soft')};
  border-radius: ${token('radius-sm')};
  font-size: ${token('font-size-sm')};
`;

export const PageText = styled.section<{ $shown: boolean }>`
  ${(p) =>
    p.$shown
      ? css`
          padding: ${token('space-4')};
          background: ${token('color-surface')};
          border: 1px solid ${token('color-border')};
          border-radius: ${token('radius-md')};
          white-space: pre-wrap;
          overflow-wrap: anywhere;
          font-size: ${token('font-size-sm')};
          h3 {
            margin: 0 0 ${token('space-2')};
            font-size: ${token('font-size-md')};
          }
          p {
            margin: 0;
          }
        `
      : visuallyHidden}
`;

export const TextToggle = styled.button`
  justify-self: start;
  padding: ${token('space-1')} 0;
  border: 0;
  background: none;
  color: ${token('color-primary')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
