/** The tree drawer: shown or hidden, resizable between a minimum width and half the window; the width is kept in PID_UI. */
import { useCallback, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { UiSettingsStore } from '../settings/UiSettingsStore';

export const DRAWER_MIN_WIDTH = 220;
export const DRAWER_DEFAULT_WIDTH = 320;

export function clampDrawerWidth(width: number, windowWidth: number): number {
  const max = Math.max(DRAWER_MIN_WIDTH, Math.floor(windowWidth / 2));
  return Math.round(Math.min(max, Math.max(DRAWER_MIN_WIDTH, width)));
}

export function useDrawer(ui: UiSettingsStore) {
  const [open, setOpen] = useState(true);
  const [width, setWidth] = useState(() => clampDrawerWidth(Number(ui.settings?.drawerWidth) || DRAWER_DEFAULT_WIDTH, window.innerWidth));
  const apply = useCallback(
    (w: number) => {
      const c = clampDrawerWidth(w, window.innerWidth);
      setWidth(c);
      ui.saveSoon({ drawerWidth: c });
    },
    [ui],
  );
  const startResize = useCallback(
    (e: PointerEvent) => {
      e.preventDefault();
      const startX = e.clientX;
      const startW = width;
      const move = (ev: globalThis.PointerEvent) => setWidth(clampDrawerWidth(startW + ev.clientX - startX, window.innerWidth));
      const up = (ev: globalThis.PointerEvent) => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        apply(startW + ev.clientX - startX);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [width, apply],
  );
  const onKey = useCallback(
    (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') apply(width - 20);
      if (e.key === 'ArrowRight') apply(width + 20);
    },
    [width, apply],
  );
  return { open, width, toggle: () => setOpen(o => !o), startResize, onKey };
}
