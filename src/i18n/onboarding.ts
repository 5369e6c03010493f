import { errors, onboarding, success, validation } from './es.ts';

/**
 * The onboarding steps (spec 01 'Onboarding', §5, §8; spec 03 'Social connection screens'). The
 * spec's own words come from es.ts, where the shell already keeps them; what the spec leaves
 * unworded (headings, intros, the profile's success toast) is ours, listed in docs/decisions.md.
 */
export const onboardingTexts = {
  ...onboarding,
  loading: 'Cargando tus pasos…',
  back: 'Volver',
  profile: {
    heading: 'Completa tu perfil',
    intro: 'Indica dónde trabajas y un teléfono de contacto para tus clientes.',
    countryState: 'Estado',
    location: 'Localidad',
    choose: 'Seleccionar',
    phoneCode: 'Código de país',
    phoneCountry: 'Venezuela (+58)',
    phone: 'Número de teléfono',
    submit: 'Guardar y continuar',
    saved: 'Tu perfil se ha actualizado exitosamente',
    statesFailed: 'No se pudieron cargar los estados. Vuelve a intentarlo más tarde.',
    localitiesFailed: 'No se pudieron cargar las localidades. Elige el estado de nuevo.',
  },
  photo: {
    heading: 'Agrega tu foto de perfil',
    intro: 'Una foto ayuda a tus clientes a reconocerte. Si no es cuadrada, podrás recortarla.',
    pick: 'Subir foto',
    change: 'Cambiar foto',
    uploading: 'Subiendo foto…',
    current: 'Tu foto de perfil',
  },
  connect: {
    heading: 'Conecta tus redes sociales',
    intro: 'Vincula Instagram y Facebook para publicar tus propiedades en ellas. Puedes cambiar los permisos más tarde en la configuración de tu cuenta.',
    finish: 'Ir al escritorio',
  },
} as const;

/** Spec 01 §5 (onboarding profile step) and the phone input's rules. */
export const onboardingValidation = {
  stateRequired: validation.stateRequired,
  locationRequired: validation.locationRequired,
  phoneRequired: validation.onboardingPhoneRequired,
  phoneMin: validation.onboardingPhoneMin,
  phoneDigits: validation.phoneInvalid,
  phoneMax: validation.phoneMax,
  photoRequired: validation.photoRequired,
} as const;

/** Spec 01 §8 and its success messages. */
export const onboardingMessages = {
  saveFailed: errors.onboardingSave,
  photoUpdated: success.photoUpdated,
} as const;
