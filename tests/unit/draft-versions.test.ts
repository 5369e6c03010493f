import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../../src/services/api-client.ts';
import { forgetVersions, knownVersion, rememberVersion, versionedWrite } from '../../src/services/draft-versions.ts';

/** Issue 21: one tab's writes of a draft go one at a time, each with the version the previous one answered. */
describe('draft versions', () => {
  afterEach(() => forgetVersions());

  const answer = (data: string, etag: string | null): ApiAnswer<string> => ({ data, metadata: {}, etag });

  it('chains concurrent writes of one draft on their own answers (the tab never conflicts with itself)', async () => {
    rememberVersion('d1', '"v1"');
    const sent: Array<string | undefined> = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = versionedWrite('d1', async (ifMatch) => {
      sent.push(ifMatch);
      await gate;
      return answer('a', '"v2"');
    });
    const second = versionedWrite('d1', async (ifMatch) => {
      sent.push(ifMatch);
      return answer('b', '"v3"');
    });
    await vi.waitFor(() => expect(sent).toEqual(['"v1"']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual(['"v1"']);
    release();
    expect(await first).toBe('a');
    expect(await second).toBe('b');
    expect(sent).toEqual(['"v1"', '"v2"']);
    expect(knownVersion('d1')).toBe('"v3"');
  });

  it('a failed write leaves the version and does not stop the next one; no version known sends none', async () => {
    const sent: Array<string | undefined> = [];
    const failed = versionedWrite('d2', async (ifMatch) => {
      sent.push(ifMatch);
      throw Object.assign(new Error('412'), { type: 'PROPERTY_DRAFT_CHANGED' });
    });
    await expect(failed).rejects.toMatchObject({ type: 'PROPERTY_DRAFT_CHANGED' });
    rememberVersion('d2', '"v7"');
    await versionedWrite('d2', async (ifMatch) => {
      sent.push(ifMatch);
      return answer('ok', null);
    });
    expect(sent).toEqual([undefined, '"v7"']);
    expect(knownVersion('d2')).toBe('"v7"');
  });
});
