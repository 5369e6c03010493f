/**
 * The `reload` effect: the machine's change is saved and the screen must show fresh data. The app
 * reloads the record, or rewrites the URL's `from` query parameter, the spec's refresh trigger
 * (spec 02 §2.3).
 */

export type RefreshTrigger = 'addTask' | 'updateTask' | 'updateTaskStatus' | 'deleteTask' | 'enabled' | 'archived';

export interface ReloadParams {
  /** Which change asked for it, when the spec names one. */
  readonly from?: RefreshTrigger;
}
