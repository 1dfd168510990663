/** The help drawer's service: other parts of the console ask it to open; the top bar's help button listens. */
import type { HelpService } from '@fathom/sdk/web';

type Target = { context?: string; articleId?: string };

export class DefaultHelpService implements HelpService {
  private readonly listeners = new Set<(t: Target) => void>();
  open(target: Target = {}): void {
    for (const l of this.listeners) l(target);
  }
  onOpen(listener: (t: Target) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
