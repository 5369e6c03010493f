/**
 * The account page (spec 02 §2.5, §5, §8; shared DECISIONS.md: 'Perfil' is in its menu). The
 * integrations grid's own texts belong to the media-connections work.
 */

export const accountTexts = {
  heading: 'Cuenta y configuración',
  menuLabel: 'Secciones de la cuenta',
  sections: {
    integrations: 'Integraciones',
    profile: 'Perfil',
    security: 'Seguridad',
    sessions: 'Sesiones activas',
  },
  profileHeading: 'Editar información básica',
} as const;

export const profileTexts = {
  firstName: 'Nombre',
  lastName: 'Apellido',
  sex: 'Sexo',
  sexOptions: { 1: 'Masculino', 2: 'Femenino', 3: 'No especificado' } as Record<1 | 2 | 3, string>,
  countryState: 'Estado',
  location: 'Localidad',
  description: 'Descripción corta',
  descriptionHint: (length: number, max: number) => `${length} de ${max} caracteres`,
  choose: 'Selecciona',
  /** What the '*' after a label means, said once above the form. */
  requiredNote: 'Los campos marcados con * son obligatorios.',
  save: 'Guardar cambios',
  saved: '¡Cambios guardados correctamente!',
  saveFailed: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  loading: 'Cargando…',
} as const;

/** Spec 02 §5: names and sex as for customers (customerValidation); these are the profile's own. */
export const profileValidation = {
  birthDateRequired: 'Debes seleccionar una fecha de nacimiento',
  /** Spec silent beyond "required": worded like the other required messages. */
  descriptionRequired: 'Debes escribir una descripción',
  descriptionMax: 'La descripción no debe tener más de 500 caracteres',
} as const;

/** Issue 21: 'Sesiones activas', one per signed-in device. */
export const sessionsTexts = {
  intro: 'Los dispositivos donde tu cuenta está abierta. Cierra los que no reconozcas.',
  unknownDevice: 'Dispositivo desconocido',
  unknownPlace: 'Ubicación desconocida',
  lastUse: (when: string) => `Último uso: ${when}`,
  current: 'Esta sesión',
  close: 'Cerrar sesión',
  closeNamed: (device: string) => `Cerrar sesión en ${device}`,
  closeOthers: 'Cerrar las demás',
  confirmTitle: 'Cerrar sesión',
  confirmMessage: (device: string) => `${device} dejará de tener acceso a tu cuenta y tendrá que iniciar sesión otra vez.`,
  confirmOthersTitle: 'Cerrar las demás sesiones',
  confirmOthersMessage: 'Todos tus otros dispositivos dejarán de tener acceso a tu cuenta y tendrán que iniciar sesión otra vez.',
  confirm: 'Cerrar sesión',
  confirmOthers: 'Cerrar las demás',
  cancel: 'Cancelar',
  closed: 'Sesión cerrada.',
  othersClosed: 'Cerraste las demás sesiones.',
  failed: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  loading: 'Cargando sesiones…',
  onlyThis: 'No tienes otras sesiones abiertas.',
} as const;

/** Issue 21: 'Cambiar contraseña' (the 'Seguridad' section). */
export const passwordTexts = {
  heading: 'Cambiar contraseña',
  setHeading: 'Crear una contraseña',
  setIntro: 'Entraste con Google o Facebook. Crea una contraseña para entrar también con tu correo.',
  intro: 'Al cambiarla se cerrarán tus sesiones en los demás dispositivos.',
  current: 'Contraseña actual',
  next: 'Nueva contraseña',
  submit: 'Cambiar contraseña',
  submitSet: 'Crear contraseña',
  changed: 'Tu contraseña se ha cambiado. Cerramos tus sesiones en los demás dispositivos.',
  currentRequired: 'Escribe tu contraseña actual',
  currentWrong: 'La contraseña actual no es correcta',
  weak: 'La nueva contraseña no cumple los requisitos',
  tooMany: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  failed: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  loading: 'Cargando…',
} as const;

/** Issue 21, item 10: the photo and the phone after onboarding (the profile section). */
export const contactTexts = {
  photoHeading: 'Foto de perfil',
  phoneHeading: 'Teléfono de contacto',
  phoneIntro: 'El número que ven tus clientes.',
  placeNeeded: 'Indica también dónde trabajas para guardar tu teléfono.',
  savePhone: 'Guardar teléfono',
} as const;
