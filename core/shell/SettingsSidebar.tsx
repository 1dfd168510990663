/** The settings and support sidebar: profiles (profile; authentication for admins) and support pages. */
import { NavLink } from 'react-router-dom';
import type { SettingsPageContribution } from '@fathom/sdk/web/extension-points';
import { normaliseRoute } from '../navigation/routes';

const GROUPS = [
  { id: 'profiles', title: 'Profiles' },
  { id: 'support', title: 'Support' },
] as const;

export function visibleSettingsPages(pages: readonly SettingsPageContribution[], isAdmin: boolean): SettingsPageContribution[] {
  return pages.filter(p => !p.adminOnly || isAdmin);
}

export function SettingsSidebar({ pages }: { pages: SettingsPageContribution[] }) {
  return (
    <nav className="fx-settings-nav" aria-label="Settings and support" data-testid="settings-sidebar">
      {GROUPS.map(g => {
        const list = pages.filter(p => p.group === g.id);
        if (list.length === 0) return null;
        return (
          <section key={g.id}>
            <h3>{g.title}</h3>
            <ul>
              {list.map(p => (
                <li key={p.id}>
                  <NavLink to={normaliseRoute(p.route)} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
                    {p.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
