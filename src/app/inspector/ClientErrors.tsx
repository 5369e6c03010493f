import styled from 'styled-components';
import type { ClientErrorEntry } from './store.ts';
import { Button, ink, Muted } from './styles.ts';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li { padding: 4px 0; border-bottom: 1px solid ${ink.border}; color: ${ink.danger}; overflow-wrap: anywhere; }
  pre { margin: 2px 0; white-space: pre-wrap; color: ${ink.muted}; }
`;

/** Errors the SPA reported (fed through showClientErrorInInspector), newest first. */
export function ClientErrors({ errors, onClear }: { errors: readonly ClientErrorEntry[]; onClear: () => void }) {
  if (errors.length === 0) return <Muted>No client errors reported.</Muted>;
  return (
    <div>
      <Button type="button" onClick={onClear}>
        Clear errors
      </Button>
      <List>
        {[...errors].reverse().map((error, index) => (
          <li key={`${error.at}-${index}`}>
            {new Date(error.at).toLocaleTimeString()} {error.route ?? ''} {error.message}
            {error.stack === undefined ? null : (
              <details>
                <summary>stack</summary>
                <pre>{error.stack}</pre>
              </details>
            )}
          </li>
        ))}
      </List>
    </div>
  );
}
