import type { TabProps } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';

export default function AiTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-ai-empty" description={`The AI provider settings (OpenAI or Ollama) will appear here.`} />;
}
