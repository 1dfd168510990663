/** The tab bar: one tab per section the active node shows, each with an info tooltip. */
import { allowedSections, type TreeObject } from '@fathom/sdk/api';
import type { SectionContribution } from '@fathom/sdk/web/extension-points';
import { useOptionalService } from '@fathom/sdk/web/hooks';
import { HelpService } from '@fathom/sdk/web/services';

/** The sections whose own classes include the node's and whose codes are held, in display order. */
export function visibleSections(
  sections: readonly SectionContribution[],
  node: TreeObject,
  userPermissions: readonly string[] | undefined,
): SectionContribution[] {
  const allowed = allowedSections(sections, node.classId, userPermissions, node.permissions);
  return allowed.map(id => sections.find(s => s.id === id)!);
}

export function SectionTabBar({ sections, current, onOpen }: { sections: SectionContribution[]; current?: string; onOpen(s: SectionContribution): void }) {
  const help = useOptionalService(HelpService);
  return (
    <nav className="fx-sections" role="tablist" aria-label="Sections" data-testid="section-tabs">
      {sections.map(s => (
        <button
          key={s.id}
          type="button"
          role="tab"
          aria-selected={s.route === current}
          className={`fx-sections__tab${s.route === current ? ' is-active' : ''}`}
          onClick={() => onOpen(s)}
          data-testid={`section-tab-${s.route}`}
        >
          <i className={s.icon} aria-hidden="true" />
          <span>{s.title}</span>
          <i
            className="pi pi-info-circle fx-sections__info"
            title={help ? `${s.tooltip} Click for help.` : s.tooltip}
            aria-label={s.tooltip}
            role="img"
            data-testid={`section-info-${s.route}`}
            onClick={
              help
                ? e => {
                    // The info icon opens the section's article; the tab itself is not opened.
                    e.stopPropagation();
                    help.open({ context: s.route });
                  }
                : undefined
            }
          />
        </button>
      ))}
    </nav>
  );
}
