import { createContext } from 'react';

/**
 * The signed-in agent's id, provided by the composition root: whose local copies of typed work
 * these are (useTypedDraft.ts). A module of its own so the shell, which every page loads, does not
 * load the local-copy storage with it.
 */
export const TypedWorkAgentContext = createContext<string | null>(null);
