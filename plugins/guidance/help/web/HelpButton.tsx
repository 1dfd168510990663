/**
 * The top bar's help button: opens and closes the help drawer (also with F1, or '?' outside a text field) on the
 * articles of the page the user is on.
 */
import { useCallback, useEffect, useState } from 'react';
import { HelpService, useOptionalService, type TopBarItemProps } from '@fathom/sdk/web';
import { HelpDrawer } from './HelpDrawer';
import './help.css';

/** The page as the articles name it: 'policy/classifications', 'discover', 'settings/license'. */
export function contextOf(section?: string, tab?: string): string | undefined {
  if (!section) return undefined;
  return tab ? `${section}/${tab}` : section;
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

export default function HelpButton({ section, tab }: TopBarItemProps) {
  const service = useOptionalService(HelpService);
  const [open, setOpen] = useState(false);
  /** What another part of the console asked to open: a page's articles or one article. */
  const [target, setTarget] = useState<{ context?: string; articleId?: string } | null>(null);
  const toggle = useCallback(() => {
    setTarget(null);
    setOpen(o => !o);
  }, []);
  useEffect(
    () =>
      service?.onOpen(t => {
        setTarget(t);
        setOpen(true);
      }),
    [service],
  );
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === 'F1' || (e.key === '?' && !typing(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey)) {
        e.preventDefault();
        toggle();
      }
    };
    document.addEventListener('keydown', key);
    return () => document.removeEventListener('keydown', key);
  }, [toggle]);
  return (
    <>
      <button
        type="button"
        className="fx-icon-button"
        aria-label="Help"
        aria-expanded={open}
        aria-keyshortcuts="F1"
        title="Help (F1)"
        onClick={toggle}
        data-testid="help-button"
      >
        <i className="pi pi-question-circle" aria-hidden="true" />
      </button>
      {open && (
        <HelpDrawer
          key={JSON.stringify(target)}
          context={target?.context ?? contextOf(section, tab)}
          articleId={target?.articleId}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
