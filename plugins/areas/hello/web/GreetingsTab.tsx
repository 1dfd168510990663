import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ApiClient, useService, type TabProps } from '@fathom/sdk/web';
import { firstError } from '@fathom/sdk/api';
import { greetingSchema, HELLO_PATHS, HELLO_PROPERTY, type Greeting, type HelloProperty } from '../api';

export default function GreetingsTab({ node }: TabProps) {
  const api = useService(ApiClient);
  const [hello, setHello] = useState<HelloProperty | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    () =>
      api
        .get<HelloProperty>('/database/property', { objectId: node.objectId, propertyId: HELLO_PROPERTY })
        .then(setHello, () => setHello({ count: 0, latest: [] })),
    [api, node.objectId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = firstError(greetingSchema, { objectId: node.objectId, name });
    setError(invalid);
    if (invalid) return;
    await api.post<Greeting>(HELLO_PATHS.greeting, { objectId: node.objectId, name });
    setName('');
    await load();
  };

  return (
    <div data-testid="hello-greetings" style={{ padding: '1rem', display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <form onSubmit={submit} style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
        <span style={{ display: 'flex', flexDirection: 'column' }}>
          <InputText aria-label="Name" value={name} onChange={e => setName(e.target.value)} placeholder="Your name" invalid={!!error} />
          {error && (
            <small role="alert" style={{ color: 'var(--red-600, #dc2626)' }}>
              {error}
            </small>
          )}
        </span>
        <Button type="submit" label="Say hello" />
      </form>
      <p>{hello ? `${hello.count} greeting${hello.count === 1 ? '' : 's'} on ${node.name}.` : 'Loading…'}</p>
      <ul>
        {hello?.latest.map(g => (
          <li key={g.greetingId}>{g.message}</li>
        ))}
      </ul>
    </div>
  );
}
