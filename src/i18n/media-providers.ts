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
  /** Issue 20: a callback this tab did not start (a link from elsewhere, or an address used twice). */
  unrequested: (name: string) =>
    `No conectamos ninguna cuenta: esta conexión con ${name} no se inició desde Agentes en esta pestaña. Si quieres conectar tu cuenta de ${name}, vuelve a intentarlo.`,
} as const;

/** Issue 20: connecting a different account than the connected one asks first. */
export const replaceTexts = {
  title: (name: string) => `Conectar otra cuenta de ${name}`,
  message: (name: string, connected: string | null, next: string | null) =>
    `Tu cuenta de ${name} conectada es «${connected ?? 'sin nombre'}». ¿Quieres reemplazarla por «${next ?? 'sin nombre'}»? Agentes publicará desde la nueva cuenta y dejará de usar la anterior.`,
  confirm: 'Conectar la nueva cuenta',
  cancel: 'Mantener la cuenta actual',
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
  /** Issue 20: what the confirmation will delete, shown before anything is deleted. */
  loading: (name: string) => `Buscando los datos de tu cuenta de ${name}…`,
  confirmIntro: (name: string) => `Al confirmar, Agentes dejará de publicar en tu cuenta de ${name} y borrará lo que guarda de ella:`,
  accountItem: (accountName: string | null) => `La cuenta conectada: ${accountName ?? 'sin nombre'}`,
  pagesItem: (pages: readonly string[]) => `Las páginas que administra: ${pages.join(', ')}`,
  tokenItem: 'El permiso de acceso que nos diste (token)',
  keptNote: 'Tus propiedades, publicaciones y clientes no se borran.',
  confirm: (name: string) => `Eliminar mis datos de ${name}`,
  cancel: 'Cancelar',
  nothingStored: (name: string) => `No guardamos datos de tu cuenta de ${name} en Agentes: no hay nada que eliminar.`,
  /** A request made by the provider's signed callback, read by its confirmation code. */
  requestDone: (name: string) => `Eliminamos los datos de tu cuenta de ${name} que guardábamos en Agentes.`,
  requestCode: (code: string) => `Código de confirmación: ${code}`,
  requestDate: (date: string) => `Solicitud recibida el ${date}.`,
  requestMissing: 'No encontramos una solicitud de eliminación con este código. Revisa el enlace que recibiste.',
} as const;
