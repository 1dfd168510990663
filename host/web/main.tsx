/** Starts a variant in the browser. Each file under entries/ calls this with its variant. */
import type { Variant } from '@fathom/sdk/web';
import { startConsole } from '../../core/app/startConsole';
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primeicons/primeicons.css';
import '../../core/styles/console.css';

export function start(variant: Variant): void {
  const el = document.getElementById('root');
  if (!el) throw new Error('The page has no #root element.');
  void startConsole(variant, el);
}
