/** Issue 21: the shell's re-sign-in dialog and its connectivity status. */

export const reauth = {
  title: 'Vuelve a iniciar sesión',
  /** Why the dialog opened (SESSION_REVOKED / ACCESS_TOKEN_INVALID). */
  revoked: 'Tu sesión se cerró en otro dispositivo',
  expired: 'Tu sesión expiró',
  hint: 'Inicia sesión de nuevo para seguir donde estabas: lo que escribiste sigue aquí.',
  signOut: 'Cerrar sesión',
} as const;

export const connection = {
  offline: 'Sin conexión',
  offlineHint: 'Revisa tu conexión a internet. Seguiremos en cuanto vuelva.',
  /** A failed call's message while the server cannot be reached (lists, toasts). */
  failed: 'Sin conexión. Revisa tu conexión a internet y vuelve a intentarlo.',
} as const;
