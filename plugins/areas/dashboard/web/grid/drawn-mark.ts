/**
 * Marks the moment a dashboard tab is fully drawn: every widget of the tab has left its loading state and every
 * chart in it has its SVG drawn. Then a performance mark DASHBOARD_DRAWN_MARK (startTime = ms since navigation,
 * detail { tabId, widgets, charts }) is added once per mount and the tab's element gets data-drawn="true", so
 * a browser test or the bench can wait for it and read how long it took.
 */
import { useCallback, useEffect, useState } from 'react';

export const DASHBOARD_DRAWN_MARK = 'fathom:dashboard-drawn';

/** A widget is settled when nothing in it is loading and each of its charts has drawn its plot area. */
export function drawnState(root: Element, expectedWidgets: number): { drawn: boolean; charts: number } {
  const widgets = [...root.querySelectorAll('article[data-testid^="widget-"]')];
  if (widgets.length !== expectedWidgets) return { drawn: false, charts: 0 };
  let charts = 0;
  for (const w of widgets) {
    if (w.querySelector('[role="progressbar"]')) return { drawn: false, charts: 0 };
    for (const c of w.querySelectorAll('[data-testid="widget-chart"]')) {
      if (!c.querySelector('svg.apexcharts-svg .apexcharts-graphical')) return { drawn: false, charts: 0 };
      charts++;
    }
  }
  return { drawn: true, charts };
}

/** Returns the ref for the tab's element. */
export function useDrawnMark(tabId: string, expectedWidgets: number | null): (el: HTMLElement | null) => void {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => setEl(node), []);
  useEffect(() => {
    if (!el || expectedWidgets === null || typeof MutationObserver === 'undefined') return;
    let done = false;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (done) return;
      const { drawn, charts } = drawnState(el, expectedWidgets);
      if (!drawn) return;
      done = true;
      observer.disconnect();
      el.setAttribute('data-drawn', 'true');
      try {
        performance.mark(DASHBOARD_DRAWN_MARK, { detail: { tabId, widgets: expectedWidgets, charts } });
      } catch {
        /* marks are optional */
      }
    };
    // Checked once per frame at most: a dashboard mutates its DOM many times while charts draw.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'role'] });
    schedule();
    return () => {
      done = true;
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [el, tabId, expectedWidgets]);
  return ref;
}
