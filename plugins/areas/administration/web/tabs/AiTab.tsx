import type { TabProps } from '../../../../../sdk/web';
import { EmptyPanel } from '../../../../../sdk/web/ui/EmptyPanel';

export default function AiTab({ node }: TabProps) {
  return <EmptyPanel testId="tab-administration-ai-empty" description={`The AI provider settings (OpenAI or Ollama) will appear here.`} />;
}
