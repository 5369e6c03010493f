/**
 * Spanish texts of the media connections (spec 03 §2 "Social connection screens", "Data-deletion
 * pages", §8; spec 02 §2.5), exactly as the spec writes them; where it is silent, what an agent in
 * Venezuela would expect to read. This module imports nothing.
 */

/** The grid of onboarding step 3 and of the account's integrations. */
export const mediaGridTexts = {
  heading: 'Redes sociales',
  connectedAccount: 'Esta cuenta está conectada',
  connectedOnboarding: 'Conectado',
  notConnected: 'Sin conectar',
  connect: 'Conectar',
  disconnect: 'Desconectar',
  empty: 'No se han encontrado medios de sincronización en este momento',
  /** Spec 03 §8: the load failure of any list (retry hidden 10 s after a click). */
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
} as const;

/** The connect modal. */
export const connectTexts = {
  title: (name: string) => `Conectar ${name}`,
  intro: (name: string) => `Al conectar tu cuenta de ${name}, Agentes podrá:`,
  note: 'Podrás cambiar estos permisos más adelante desde la configuración de tu cuenta.',
  facebookButton: 'Conectar mi cuenta',
  /** Spec 02 §2.5: Instagram shows its own login control. */
  instagramButton: 'Continuar con Instagram',
  cancel: 'Cancelar',
  /** Spec 03 §8. */
  facebookFailed: 'Error al conectar con Facebook. Intentalo nuevamente.',
  instagramFailed: 'Ha ocurrido un error al intentar conectar tu cuenta de Instagram. Por favor, vuelve a intentarlo.',
} as const;

/** The disconnect confirmation (spec 03 §2: 'Desconectar {name}'). */
export const disconnectTexts = {
  title: (name: string) => `Desconectar ${name}`,
  message: (name: string) =>
    `Agentes dejará de publicar en tu cuenta de ${name} y borraremos los datos de la conexión. Podrás volver a conectarla cuando quieras.`,
  confirm: 'Desconectar',
  cancel: 'Cancelar',
  /** Spec 03 §8: disconnect failure. */
  failed: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
} as const;

/** /oauth/authorize/instagram and /oauth/authorize/facebook. */
export const callbackTexts = {
  pageTitle: (name: string) => `Conectar ${name}`,
  connecting: (name: string) => `Conectando tu cuenta de ${name}…`,
  succeeded: (name: string) => `¡Tu cuenta de ${name} quedó conectada!`,
  redirecting: 'En unos segundos te llevaremos de vuelta.',
  failedHeading: (name: string) => `No pudimos conectar tu cuenta de ${name}`,
  /** Spec 03 §8: the authorization failed, or the callback came without code or token. */
  authorizationFailed: (name: string) => `Ha ocurrido un error al intentar autorizar tu cuenta de ${name}. Por favor, vuelve a intentarlo.`,
  home: 'Regresar al inicio',
  retry: 'Volver a intentar',
} as const;

/** /facebook/data-delete and /instagram/data-delete. */
export const dataDeletionTexts = {
  title: (name: string) => `Eliminar cuenta de ${name}`,
  removing: (name: string) => `Eliminando los datos de tu cuenta de ${name}…`,
  removed: (name: string) => `Eliminamos los datos de tu cuenta de ${name} que guardábamos en Agentes.`,
  detail: (name: string) =>
    `Borramos el token de acceso y los datos de la conexión: Agentes ya no puede publicar en tu cuenta de ${name}. Tus propiedades y tus clientes siguen intactos.`,
  failed: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
  retry: 'Volver a intentar',
  home: 'Ir al inicio',
  account: 'Volver a la configuración',
  onboarding: 'Continuar con mi configuración',
} as const;
