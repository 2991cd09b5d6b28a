import { useCallback, useLayoutEffect, useState } from 'react';
import { scaleOf, zoomIn, zoomOut, type ZoomMode } from '../model/zoom';

/**
 * The inner width of the viewport (its content box), following resizes; 0 until measured. Give
 * the returned ref to the viewport: it may appear later than the viewer (after loading).
 */
export function useViewerWidth(): [(element: HTMLDivElement | null) => void, number] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const style = element.ownerDocument.defaultView?.getComputedStyle(element);
      const padding =
        parseFloat(style?.paddingLeft ?? '0') + parseFloat(style?.paddingRight ?? '0') || 0;
      // Room for a vertical scrollbar, so fitting the width never adds a horizontal one.
      setWidth(Math.max(0, element.clientWidth - padding));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

export interface Zoom {
  scale: number;
  mode: ZoomMode;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
}

/**
 * The zoom of a viewer: `initial` until the user chooses (`auto` for pictures: never larger than
 * 100 % unless asked; `fit` for PDF pages), then the step they chose.
 */
export function useZoom(contentWidth: number, viewerWidth: number, initial: ZoomMode): Zoom {
  const [mode, setMode] = useState<ZoomMode>(initial);
  const scale = scaleOf(mode, contentWidth, viewerWidth);
  return {
    scale,
    mode,
    zoomIn: useCallback(() => setMode(zoomIn(scale)), [scale]),
    zoomOut: useCallback(() => setMode(zoomOut(scale)), [scale]),
    fit: useCallback(() => setMode('fit'), []),
  };
}
