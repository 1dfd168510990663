/** Harbor Data Guard: a partner brand (name, logo, colours) over the same console. */
import type { Brand } from '@fathom/sdk/web';

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#ffffff"/><path d="M32 12l16 7v12c0 10-7 18-16 21-9-3-16-11-16-21V19z" fill="#0f766e"/><path d="M24 32l6 6 11-12" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export const harborBrand: Brand = {
  name: 'Harbor Data Guard',
  logo: `data:image/svg+xml,${encodeURIComponent(logo)}`,
  primaryColor: '#0f766e',
  accentColor: '#f59e0b',
  copyright: `© ${new Date().getFullYear()} Harbor Data Guard, powered by Fathom.`,
};
