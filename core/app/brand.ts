/** Applies a brand's colours as CSS variables and its name as the document title. */
import type { Brand } from '@fathom/sdk/web/plugin';

export function applyBrand(brand: Brand, doc: Document = document): void {
  const root = doc.documentElement.style;
  root.setProperty('--fx-primary', brand.primaryColor);
  root.setProperty('--primary-color', brand.primaryColor);
  root.setProperty('--fx-accent', brand.accentColor ?? brand.primaryColor);
  doc.title = brand.name;
}
