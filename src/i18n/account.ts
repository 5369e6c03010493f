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
  birthDateRequired: 'Debe seleccionar una fecha de nacimiento',
  /** Spec silent beyond "required": worded like the other required messages. */
  descriptionRequired: 'Debe escribir una descripción',
  descriptionMax: 'La descripción no debe tener más de 500 caracteres',
} as const;
