import type { TabProps } from '@fathom/sdk/web';
import { NotYetAvailable } from '@fathom/sdk/web/ui/EmptyPanel';

export default function AiTab(_props: TabProps) {
  return (
    <NotYetAvailable
      testId="tab-administration-ai-empty"
      missing={`The AI provider settings are not on this tab yet: set them in Discover, Ask tab, with Provider settings.`}
    />
  );
}
