/**
 * Every user-visible Spanish string, grouped by area, exactly as the spec writes them.
 * Nothing here is computed from elsewhere: this module imports nothing.
 */

export const product = {
  name: 'Agentes',
  /** Page titles carry the product-name suffix. */
  title: (page: string) => `${page} - Agentes`,
} as const;

export const marketing = {
  manageContent: 'Gestiona tu contenido fácil y rápido',
  startSocial: 'Comienza a manejar tus redes sociales',
  agentsClaim: 'Más de 1000 agentes confían en nosotros',
  rating: '5.0',
  ratingLabel: 'Valoración de 5.0 sobre 5',
  panelLabel: 'Sobre Agentes',
} as const;

/** 'a', 'a y b', 'a, b y c'. */
const listOf = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

export const validation = {
  emailRequired: 'Debes escribir tu correo electrónico',
  emailInvalid: 'Debes escribir un correo electrónico válido',
  signInPasswordRequired: 'Debes escribir tu contraseña',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  firstNameRequired: 'Debes escribir tu nombre',
  firstNameMin: 'El nombre debe tener al menos 3 caracteres',
  firstNameMax: 'El nombre no debe tener más de 50 caracteres',
  firstNameLetters: 'El nombre solo puede contener letras',
  signUpPasswordRequired: 'Debes crear una contraseña',
  /** Issue 8: why 'Crear cuenta' did not go on, naming the checklist items still unmet (access.signUp.checklistNeeds). */
  signUpPasswordWeak: (missing: readonly string[]) => `Para crear tu cuenta, tu contraseña debe tener ${listOf(missing)}.`,
  resetPasswordRequired: 'Debes crear una contraseña',
  confirmationRequired: 'Debes confirmar la contraseña',
  confirmationMismatch: 'Las contraseñas no coinciden',
  stateRequired: 'Debes seleccionar un estado',
  locationRequired: 'Debes seleccionar una localidad',
  onboardingPhoneRequired: 'Debes ingresar un número de teléfono',
  onboardingPhoneMin: 'El número de teléfono debe tener al menos 10 dígitos',
  phoneRequired: 'Debes escribir un número de teléfono',
  phoneInvalid: 'Debes escribir un número de teléfono válido',
  phoneMin: 'El teléfono debe contener mínimo 10 carácteres',
  phoneMax: 'El teléfono debe contener máximo 14 carácteres',
  photoRequired: 'Debes subir una foto de perfil',
} as const;

/** Spec 01 §8 gives it for sign-up; a sign-in challenged with reCAPTCHA that fails reads the same. */
const notHuman = 'Al parecer, no eres un humano. Por favor, vuelve a intentarlo.';

export const errors = {
  signIn: {
    invalidProvider:
      'El método de autenticación usado no es válido. Por favor, comprueba tu método de autenticación.',
    badCredentials: 'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.',
    generic: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
    socialNotFound: (provider: 'Google' | 'Facebook') =>
      `Esta cuenta de ${provider} no está asociada a ninguna cuenta de usuario. Por favor, regístrate.`,
    recaptcha: notHuman,
  },
  signUp: {
    emailInUse: 'El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.',
    recaptcha: notHuman,
    generic: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
  },
  resetRequest: {
    emailNotFound: 'El correo electrónico no está registrado',
    invalidProvider:
      'El proveedor de autenticación no es válido y no usa contraseña, esta cuenta se creó con Google o cualquier otro proveedor de autenticación',
    generic: 'Algo no ha salido bien. Vuelve a intentarlo',
  },
  resetPassword: {
    tokenExpired: 'El token de autorización ha expirado, por favor solicita uno nuevo',
    generic: 'Algo ha salido mal, por favor intenta de nuevo',
  },
  onboardingSave: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
  load: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  tooManyRequests: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
} as const;

export const success = {
  resetLinkSent: 'Hemos enviado un enlace a tu correo electrónico',
  passwordReset: 'Se ha reestablecido tu contraseña con éxito',
  photoUpdated: 'Tu foto de perfil se ha actualizado exitosamente',
} as const;

export const access = {
  signIn: {
    pageTitle: 'Iniciar sesión',
    heading: 'Inicia sesión',
    google: 'Google',
    facebook: 'Facebook',
    continueWith: (provider: string) => `Continuar con ${provider}`,
    or: 'o',
    socialLabel: 'Continuar con una red social',
    email: 'Correo electrónico',
    emailPlaceholder: 'tucorreo@ejemplo.com',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidaste tu contraseña?',
    noAccount: '¿No tienes una cuenta?',
    toSignUp: 'Regístrate',
  },
  signUp: {
    pageTitle: 'Registro',
    heading: 'Crea tu cuenta',
    firstName: 'Nombre',
    email: 'Correo electrónico',
    acceptSendEmails: 'Quiero recibir correos con novedades y ofertas',
    termsPrefix: 'Al registrarte aceptas los',
    terms: 'Términos y condiciones',
    and: 'y la',
    privacy: 'Política de privacidad',
    /** Read after the legal links, which open in a new tab so the form keeps what was typed (issue 8). */
    opensInNewTab: '(se abre en una pestaña nueva)',
    continue: 'Continuar',
    passwordHeading: 'Crea tu contraseña',
    password: 'Contraseña',
    checklistUppercase: 'Una letra mayúscula',
    checklistDigitOrSymbol: 'Un número o un símbolo (!@#$%^&*)',
    checklistLength: 'Al menos 6 caracteres',
    checklistTitle: 'Tu contraseña debe tener:',
    checklistMet: 'cumplido',
    checklistUnmet: 'pendiente',
    /** An unmet item once 'Crear cuenta' was refused for it (issue 8). */
    checklistMissing: 'falta',
    /** The unmet items as the refusal names them (validation.signUpPasswordWeak). */
    checklistNeeds: {
      uppercase: 'una letra mayúscula',
      digitOrSymbol: 'un número o un símbolo (!@#$%^&*)',
      length: 'al menos 6 caracteres',
    },
    step: (current: number, total: number) => `Paso ${current} de ${total}`,
    submit: 'Crear cuenta',
    back: 'Volver',
    haveAccount: '¿Ya tienes una cuenta?',
    toSignIn: 'Inicia sesión',
  },
  passwordReset: {
    pageTitle: 'Restablecer contraseña',
    emailHeading: '¿Olvidaste tu contraseña?',
    emailIntro: 'Escribe tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña.',
    email: 'Correo electrónico',
    send: 'Enviar enlace',
    sentHeading: 'Revisa tu bandeja de entrada',
    sentIntro: (email: string) => `Te hemos enviado un enlace a ${email} para restablecer tu contraseña.`,
    resend: 'Reenviar enlace',
    resendCountdown: (seconds: number) => `Puedes volver a solicitar el enlace en ${seconds} segundos`,
    passwordHeading: 'Crea una nueva contraseña',
    password: 'Nueva contraseña',
    confirmation: 'Confirmar contraseña',
    save: 'Restablecer contraseña',
    backToSignIn: 'Volver a iniciar sesión',
  },
  splash: 'Cargando…',
} as const;

export const shell = {
  nav: {
    dashboard: 'Escritorio',
    properties: 'Propiedades',
    myProperties: 'Mis Propiedades',
    newProperty: 'Nueva Propiedad',
    drafts: 'Borradores',
    customers: 'Clientes',
    integrations: 'Vinculación',
    settings: 'Ajustes',
  },
  avatarMenu: { account: 'Mi cuenta', signOut: 'Cerrar sesión' },
  toggleSidebar: 'Mostrar u ocultar el menú',
  mainNav: 'Menú principal',
  skipToContent: 'Saltar al contenido',
  /** The logo's link to the dashboard (shell and onboarding); it starts with the name the logo shows. */
  homeLink: 'Agentes, ir al escritorio',
  openMenu: 'Abrir el menú de la cuenta',
  /** Phones (under 480 px): the top bar's button that opens the navigation drawer. */
  openNav: 'Abrir el menú principal',
  closeNav: 'Cerrar el menú principal',
  close: 'Cerrar',
  comingSoon: 'Esta sección estará disponible muy pronto.',
} as const;

export const dashboard = {
  pageTitle: 'Escritorio',
  greeting: (firstName: string) => `¡Hola, ${firstName}!`,
  question: '¿Qué quieres hacer hoy?',
  tiles: {
    createProperty: 'Crear propiedad',
    viewDrafts: 'Ver borradores',
    manageCustomers: 'Gestionar clientes',
    linkAccounts: 'Vincular cuentas',
  },
  pendingTasks: 'Tareas pendientes',
  viewTask: 'Ver tarea',
  noPendingTasks: 'No tienes tareas pendientes en este momento',
  keepPublishing: 'Continúa publicando',
  keepEditing: 'Seguir editando',
  noPendingDrafts: 'No tienes propiedades en borrador pendientes de publicar',
} as const;

export const onboarding = {
  pageTitle: 'Bienvenido',
  steps: { profile: 'Perfil', photo: 'Foto', connect: 'Conecta' },
  stepsLabel: 'Pasos para completar tu perfil',
  stepOf: (current: number, total: number) => `Paso ${current} de ${total}`,
  stepDone: 'completado',
  signOut: 'Salir de mi cuenta',
  skip: 'Omitir este paso',
  next: 'Continuar con el siguiente paso',
  cropTitle: 'Recortar foto',
} as const;

/** Shared controls. */
export const ui = {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  close: 'Cerrar',
  loading: 'Cargando…',
  notifications: 'Notificaciones',
} as const;

export const errorPages = {
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que buscas no existe o ha cambiado de dirección.',
  serverErrorText: 'Algo ha salido mal...',
  home: 'Ir al inicio',
} as const;
