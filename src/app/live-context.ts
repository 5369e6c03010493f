/**
 * The issue-11 contract's address for the live connection. Its parts live where the layers let
 * machines and views reach them (both may not import src/app): the interface in
 * src/services/live.ts, React's context and hooks in src/views/ui/live.ts.
 */
export { offlineLive, type LiveConnection, type LiveListener, type LiveStatus } from '../services/live.ts';
export { LiveContext, useLive, useLiveGroup, useLiveStatus } from '../views/ui/live.ts';
