/** Styles of the PDF viewer's own parts, loaded with its chunk: the text layer and Find. */
import styled from 'styled-components';
import { focusRing, token } from '@anp/ui';

/**
 * pdf.js's text layer over the drawn page (the rules of pdfjs-dist's pdf_viewer.css the layer
 * needs, inside the element's shadow root): transparent text where the glyphs are, selectable,
 * with the matches of Find highlighted.
 */
export const TextLayer = styled.div`
  position: absolute;
  inset: 0;
  overflow: clip;
  line-height: 1;
  text-align: initial;
  letter-spacing: normal;
  word-spacing: normal;
  text-size-adjust: none;
  forced-color-adjust: none;
  transform-origin: 0 0;
  caret-color: CanvasText;
  z-index: 0;
  --min-font-size: 1;
  --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size));
  --min-font-size-inv: calc(1 / var(--min-font-size));
  :is(span, br) {
    color: transparent;
    position: absolute;
    white-space: pre;
    cursor: text;
    transform-origin: 0% 0%;
    user-select: text;
  }
  > :not(.markedContent),
  .markedContent span:not(.markedContent) {
    z-index: 1;
    --font-height: 0;
    font-size: calc(var(--text-scale-factor) * var(--font-height));
    --scale-x: 1;
    --rotate: 0deg;
    transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv));
  }
  .markedContent {
    display: contents;
  }
  .highlight {
    position: initial;
    margin: -1px;
    padding: 1px;
    border-radius: 3px;
    background-color: rgb(255 196 0 / 0.45);
  }
  .highlight.selected {
    background-color: rgb(255 120 0 / 0.6);
    outline: 2px solid rgb(180 70 0);
  }
  ::selection {
    background: rgb(0 90 255 / 0.3);
    color: transparent;
  }
  br::selection {
    background: transparent;
  }
  .endOfContent {
    display: block;
    position: absolute;
    inset: 100% 0 0;
    z-index: 0;
    cursor: default;
    user-select: none;
  }
`;

export const Find = styled.form`
  display: inline-flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  input {
    box-sizing: border-box;
    width: 10rem;
    max-width: 40vw;
    height: 2.25rem;
    padding: 0 ${token('space-2')};
    border: 1px solid ${token('color-border-strong')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    ${focusRing}
  }
  output {
    min-width: 4.5rem;
    color: ${token('color-text-muted')};
    white-space: nowrap;
  }
`;
