/**
 * Issue 21 'Nothing typed is lost' and 'Offline, named and retried': the texts of the local draft
 * note, the leave guard and each autosaved field's save state (tú form, as the spec).
 */
export const typedWorkTexts = {
  /** The note over a form restored from its local copy. */
  restored: 'Recuperamos lo que escribiste',
  restoredDetail: 'Aún no está guardado.',
  discard: 'Descartar',
  /** The app's own dialog before leaving a form with unsaved changes. */
  leaveTitle: 'Cambios sin guardar',
  leaveMessage: 'Tienes cambios sin guardar. ¿Salir de todos modos?',
  leaveCancel: 'Seguir aquí',
  leaveConfirm: 'Salir',
} as const;

/** One autosaved field's state. */
export const saveStatusTexts = {
  saving: 'Guardando…',
  saved: 'Guardado',
  queued: 'Sin guardar — se guardará al volver la conexión',
} as const;

export type SaveStatus = keyof typeof saveStatusTexts;
