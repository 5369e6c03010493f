/**
 * What the shell's floating widgets remember in this browser (spec 01 §2: "the dismissed flags are
 * stored locally"): localStorage, per agent, so a second agent on the same computer still sees
 * their own checklist. Storage that is full, disabled or absent (private windows, the build's
 * pre-render) is treated as empty: the widgets then simply show again.
 */

import { safeStorage } from './web-storage.ts';

const CHECKLIST_KEY = 'agentes.firstSteps.dismissed';
const PUBLISHING_KEY = 'agentes.publishingPanel.dismissed';

// Not remembered: the widget shows again next time, which is harmless.
const { read, write } = safeStorage('localStorage');

const agentKey = (key: string, agentId: string): string => `${key}.${agentId}`;

export const readChecklistDismissed = (agentId: string): boolean => read(agentKey(CHECKLIST_KEY, agentId)) === 'true';

export const storeChecklistDismissed = (agentId: string): void => write(agentKey(CHECKLIST_KEY, agentId), 'true');

/** The drafts whose progress the agent closed: the panel shows again for a new publication only. */
export const readPublishingDismissed = (agentId: string): string[] => {
  const text = read(agentKey(PUBLISHING_KEY, agentId));
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

export const storePublishingDismissed = (agentId: string, draftIds: readonly string[]): void =>
  write(agentKey(PUBLISHING_KEY, agentId), JSON.stringify(draftIds));
