/** The Fathom brand: a sounding line over waves, in deep blue. */
import type { Brand } from '@fathom/sdk/web';

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ffffff"/><path d="M32 10v26" stroke="#1d4ed8" stroke-width="5" stroke-linecap="round"/><circle cx="32" cy="40" r="6" fill="#1d4ed8"/><path d="M10 48c5-4 9-4 14 0s9 4 14 0 9-4 14 0" fill="none" stroke="#0ea5e9" stroke-width="4" stroke-linecap="round"/></svg>`;

export const fathomBrand: Brand = {
  name: 'Fathom',
  logo: `data:image/svg+xml,${encodeURIComponent(logo)}`,
  primaryColor: '#1d4ed8',
  accentColor: '#0ea5e9',
  copyright: `© ${new Date().getFullYear()} Fathom. All rights reserved.`,
};
