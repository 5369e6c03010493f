/** Spanish texts of the customers area (spec 02), exactly as the spec writes them. This module imports nothing. */
/* ---- Machines: list, customer status, task status, attachments, image pipeline (spec 02 §2, §8) ---- */

/** What every list shows besides its items (spec 02 §2.1, §2.3). */
export const listTexts = {
  retry: 'Reintentar',
  customersEmpty: 'No se han encontrado clientes en este momento',
  tasksEmpty: 'No se han encontrado tareas en este momento',
  activityEmpty: 'No se han encontrado actividad en este momento',
} as const;

/** Archivar / Activar on the customer view (spec 02 §2.3, §8). */
export const customerStatusTexts = {
  archiveTitle: 'Archivar cliente',
  activateTitle: 'Activar cliente',
  archiveAction: 'Archivar',
  activateAction: 'Activar',
  archived: 'Cliente archivado exitosamente.',
  /** The spec repeats the archive text after activating: a copy error (shared DECISIONS.md). */
  activated: 'Cliente activado exitosamente.',
  failed: 'Algo ha salido mal. Vuelve a intentarlo.',
} as const;

/** The task status select (spec 02 §4, §8). */
export const taskStatusTexts = {
  failed: 'Algo ha salido mal. Vuelve a intentarlo.',
  /** Issue 21: the toast after a status change, by the new status. */
  changed: {
    1: 'Tarea marcada como en progreso exitosamente.',
    2: 'Tarea completada exitosamente.',
    3: 'Tarea cancelada exitosamente.',
  } as Readonly<Record<1 | 2 | 3, string>>,
} as const;

/** Task attachments (spec 02 §8). */
export const attachmentTexts = {
  uploaded: 'Se ha subido el archivo exitosamente.',
  deleted: 'Se ha eliminado el archivo exitosamente.',
  failed: 'Algo ha salido mal. Vuelve a intentarlo.',
  /** Issue 8: what the picker accepts, and which rule a refused file broke. */
  rules: (maxSize: string) =>
    `Se aceptan PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), JPG, PNG, GIF y WebP, de hasta ${maxSize}.`,
  refusedType: (name: string) =>
    `No se pudo subir «${name}»: ese tipo de archivo no está permitido. Sube un PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), JPG, PNG, GIF o WebP.`,
  refusedSize: (name: string, size: string, maxSize: string) => `No se pudo subir «${name}»: pesa ${size} y el máximo es ${maxSize}.`,
  refusedEmpty: (name: string) => `No se pudo subir «${name}»: el archivo está vacío.`,
  refusedDimensions: (name: string, maxSide: string, maxMegapixels: string) =>
    `No se pudo subir «${name}»: la imagen es demasiado grande. Se aceptan hasta ${maxSide} píxeles por lado y ${maxMegapixels} megapíxeles en total.`,
  refusedCount: 'Sube un solo archivo cada vez.',
  /** Issue 20: the agent's storage quota has no room for it. */
  refusedQuota: (name: string) =>
    `No se pudo subir «${name}»: tus archivos ya ocupan todo el espacio de tu cuenta. Elimina adjuntos, fotos o videos que ya no necesites y vuelve a intentarlo.`,
} as const;

/** Avatar and other pictures: crop and preview modals (spec 02 §2.3, §8). */
export const imagePipelineTexts = {
  cropTitle: 'Recortar foto',
  previewTitle: 'Previsualizar foto',
  failed: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
} as const;

/* ---- Forms: customer create/edit, task create/edit/delete (spec 02 §2.2, §2.4, §5, §8) ---- */

/** Customer form validation (spec 02 §5). Birth-date and phone extras: the spec lets the inputs give their own. */
export const customerValidation = {
  firstNameRequired: 'Debes escribir el nombre',
  firstNameMin: 'El nombre debe tener al menos 3 caracteres',
  firstNameMax: 'El nombre no debe tener más de 50 caracteres',
  firstNameLetters: 'El nombre solo puede contener letras',
  lastNameRequired: 'Debes escribir el apellido',
  lastNameMin: 'El apellido debe tener al menos 3 caracteres',
  lastNameMax: 'El apellido no debe tener más de 50 caracteres',
  lastNameLetters: 'El apellido solo puede contener letras',
  sexRequired: 'Debes seleccionar un sexo',
  sexInvalid: 'El sexo seleccionado no es válido',
  documentTypeInvalid: 'El tipo de documento seleccionado no es válido',
  tenantTypeRequired: 'Debes seleccionar un tipo de contacto',
  tenantTypeInvalid: 'El tipo de cliente seleccionado no es válido',
  emailInvalid: 'Debes escribir un correo electrónico válido',
  countryStateRequired: 'Debes seleccionar un estado',
  countryLocationRequired: 'Debes seleccionar una localidad',
  phoneRequired: 'Debes ingresar un número de teléfono',
  phoneMin: 'El número de teléfono debe tener al menos 10 dígitos',
  phoneMax: 'El número de teléfono no debe tener más de 14 dígitos',
  phoneDigits: 'El número de teléfono solo puede contener números',
  birthDateIncomplete: 'Debes seleccionar el día, el mes y el año de nacimiento',
  birthDateInvalid: 'La fecha de nacimiento seleccionada no es válida',
} as const;

/** Customer create/edit toasts and titles (spec 02 §2.2, §2.4, §8). */
export const customerFormTexts = {
  createTabTitle: 'Crear cliente',
  createHeading: 'Agregar cliente',
  editHeading: 'Modificar cliente',
  addExisting: 'Agregar cliente',
  created: 'Cliente agregado exitosamente',
  updated: 'Cliente modificado exitosamente',
  emailInUse: 'El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.',
  phoneInUse: 'El número de teléfono ya está en uso. Por favor, intenta con otro número de teléfono.',
  saveFailed: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
  lookupFailed: 'Algo ha salido mal. Vuelve a intentarlo.',
  alreadyLinked: 'El cliente ya se encuentra agregado en tu listado.',
  /** Issue 8: the link under 'already in your list' to that customer's page. */
  openExisting: 'Ver cliente',
  linkFailed: 'Algo ha salido mal. Vuelve a intentarlo.',
  /** Issue 6: not in the spec. */
  tooManyLookups: 'Has hecho demasiadas búsquedas seguidas. Espera un minuto y vuelve a intentarlo.',
  identityReadOnly: 'Solo el agente que registró a este cliente puede cambiar sus datos personales.',
  /** Issue 21: a save refused because another tab saved this customer first (412); the form reads the customer again. */
  changedElsewhere:
    'Este cliente cambió en otra pestaña: ya ves sus datos actuales y conservamos lo que estabas escribiendo. Revisa y vuelve a guardar.',
  /** Above the edit form of a customer another agent registered. */
  identityReadOnlyNote:
    'Solo el agente que registró a este cliente puede cambiar sus datos personales. Tú puedes cambiar el tipo de cliente.',
} as const;

/** Select labels of the customer form (spec 02 §2.1, §3). */
export const customerLabels = {
  tenantType: { 1: 'Potencial cliente', 2: 'Cliente', 3: 'Contacto' },
  sex: { 1: 'Masculino', 2: 'Femenino', 3: 'No especificado' },
  documentType: { 1: 'V', 2: 'J', 3: 'P', 4: 'RIF' },
  months: [
    'Enero',
    'Febrero',
    'Marzo',
    'Abril',
    'Mayo',
    'Junio',
    'Julio',
    'Agosto',
    'Septiembre',
    'Octubre',
    'Noviembre',
    'Diciembre',
  ],
} as const;

/** Task form validation (spec 02 §5). */
export const taskValidation = {
  taskTypeRequired: 'Debes seleccionar un tipo de tarea',
  titleRequired: 'Debes escribir el título',
  titleMin: 'El título debe tener al menos 3 caracteres',
  titleMax: 'El título no debe tener más de 50 caracteres',
  descriptionRequired: 'Debes escribir la descripción',
  descriptionMin: 'La descripción debe tener al menos 3 caracteres',
  descriptionMax: 'La descripción no debe tener más de 255 caracteres',
  priorityRequired: 'Debes seleccionar una prioridad',
  priorityInvalid: 'La prioridad seleccionada no es válida',
  expirationRequired: 'Debes seleccionar una fecha de vencimiento',
  expirationInvalid: 'La fecha de vencimiento seleccionada no es válida',
  expirationPast: 'La fecha de vencimiento es menor a la fecha actual',
} as const;

/** Task panels, toasts and the delete modal (spec 02 §2.3, §8). */
export const taskFormTexts = {
  createTitle: 'Agregar tarea de seguimiento',
  detailsTitle: 'Detalles de la tarea',
  created: 'Tarea agregada exitosamente',
  updated: 'Tarea modificada exitosamente',
  deleted: 'Tarea eliminada exitosamente.',
  failed: 'Algo ha salido mal. Vuelve a intentarlo.',
  deleteTitle: 'Eliminar tarea',
  deleteAction: 'Eliminar tarea',
  deleteConfirmation: '¿Estás seguro de que deseas eliminar esta tarea? Una vez que la elimines no podrás recuperarla.',
  priority: { 1: 'Baja', 2: 'Media', 3: 'Alta' },
} as const;

/* ---- Views: customer list, customer form screens, pagination (spec 02 §2.1, §2.2, §2.4) ---- */

/** 'Mis clientes' (spec 02 §2.1). */
export const customerListTexts = {
  pageTitle: 'Mis clientes',
  newCustomer: 'Nuevo cliente',
  filters: 'Filtros',
  filtersLabel: 'Filtrar clientes',
  search: 'Buscar',
  searchPlaceholder: 'Buscar por nombres, correo, teléfono o cédula',
  status: 'Estado',
  statusOptions: { 1: 'Activos', 2: 'Archivados' },
  type: 'Tipo de cliente',
  allTypes: 'Todos',
  submit: 'Buscar clientes',
  reset: 'Limpiar filtros',
  noEmail: 'Sin correo',
  noDocument: 'Sin documento',
  results: 'Resultados',
  resultsCount: (total: number) => (total === 1 ? '1 cliente' : `${total} clientes`),
} as const;

/** Field labels and controls of the create/edit screens (spec 02 §2.2, §2.4). */
export const customerFieldTexts = {
  phone: 'Teléfono',
  phoneCode: 'Código de país',
  phoneCountry: 'Venezuela (+58)',
  phoneHint: 'Ingresa el número de teléfono para comenzar',
  email: 'Correo electrónico',
  firstName: 'Nombre',
  lastName: 'Apellido',
  sex: 'Sexo',
  documentType: 'Tipo de documento',
  documentNumber: 'Número de documento',
  tenantType: 'Tipo de cliente',
  countryState: 'Estado',
  location: 'Localidad',
  birthDate: 'Fecha de nacimiento',
  day: 'Día',
  month: 'Mes',
  year: 'Año',
  choose: 'Selecciona',
  lookingUp: 'Buscando cliente…',
  found: 'Cliente encontrado',
  create: 'Agregar cliente',
  save: 'Guardar cambios',
  cancel: 'Cancelar',
} as const;

/** The pagination bar of every list. */
export const paginationTexts = {
  label: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page: number) => `Página ${page}`,
} as const;

/* ---- Views: customer view page (spec 02 §2.3) ---- */

/** The customer view: profile, information, sections, activity (spec 02 §2.3, §3). */
export const customerDetailTexts = {
  loading: 'Cargando cliente',
  /** The page's heading until the customer's name is known. */
  heading: 'Detalle del cliente',
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  /** Issue 8: a slug no customer of this agent answers to (also the tab title). */
  notFoundTitle: 'Cliente no encontrado',
  notFoundText: 'No encontramos este cliente en tu lista. Puede que el enlace esté incompleto o que el cliente no esté agregado en tu listado.',
  backToList: 'Volver a mis clientes',
  /** Not given by the spec ('a confirmation for a changed profile photo'). */
  avatarUpdated: 'La foto del cliente se ha actualizado exitosamente.',
  changeAvatar: 'Cambiar foto del cliente',
  /** Issue 6: not in the spec. */
  avatarReadOnly: 'Solo el agente que registró a este cliente puede cambiar su foto.',
  /** Issue 20: the agent's storage quota has no room for the photo. */
  avatarQuotaExceeded: 'No hay espacio para esta foto: tus archivos ya ocupan todo el espacio de tu cuenta. Elimina adjuntos, fotos o videos que ya no necesites y vuelve a intentarlo.',
  edit: 'Editar',
  message: 'Mensaje',
  more: 'Más',
  activeSince: (date: string) => `Activo desde el ${date}`,
  archivedSince: (date: string) => `Archivado desde el ${date}`,
  starsLabel: (count: number) => `${count} de 3 estrellas`,
  sectionsLabel: 'Secciones del cliente',
  sections: {
    information: 'Información',
    properties: 'Propiedades',
    events: 'Eventos',
    tasks: 'Tareas',
    notes: 'Notas',
    activity: 'Actividad',
  },
  activityTitle: 'Actividad e historial',
  comingSoon: 'Esta sección estará disponible próximamente.',
  /** The spec shows only the end of these two ('…Una vez archivado…', '…Podrás volver…'). */
  archiveConfirmation: '¿Estás seguro de que deseas archivar este cliente? Una vez archivado podrás recuperarlo en cualquier momento.',
  activateConfirmation: '¿Estás seguro de que deseas activar este cliente? Podrás volver a archivarlo en cualquier momento.',
  cancel: 'Cancelar',
} as const;

/** The information block and section (spec 02 §2.3). */
export const customerInformationTexts = {
  title: 'Información',
  firstName: 'Nombres',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  noEmail: 'Sin correo',
  phone: 'Teléfono',
  noPhone: 'Sin teléfono',
  sex: 'Sexo',
  age: 'Edad',
  noAge: 'Sin fecha de nacimiento',
  document: 'Documento',
  noDocument: 'Sin cédula',
  type: 'Tipo de cliente',
  state: 'Estado',
  noState: 'Sin estado',
  location: 'Localidad',
  noLocation: 'Sin localidad',
} as const;

/** The properties section placeholder (spec 02 §2.3). */
export const customerPropertiesTexts = {
  title: 'Propiedades en interés',
  add: 'Agregar propiedad',
  panelTitle: 'Agregar propiedad de interés',
  steps: ['Propiedades', 'Detalles'],
} as const;

/** The tasks section, task cards and the task panels' view texts (spec 02 §2.3). */
export const taskViewTexts = {
  sectionTitle: 'Tareas de seguimiento',
  searchToggle: 'Buscar tareas',
  searchLabel: 'Buscar tarea',
  searchPlaceholder: 'Buscar por título o descripción',
  add: 'Agregar tarea',
  status: 'Estado',
  statusLabels: { 1: 'En progreso', 2: 'Completada', 3: 'Cancelada' } as Readonly<Record<1 | 2 | 3, string>>,
  priority: 'Prioridad',
  type: 'Tipo de tarea',
  title: 'Título',
  description: 'Descripción',
  dueDate: 'Fecha de vencimiento',
  dueOn: (date: string) => `Vence el ${date}`,
  attachmentCount: (count: number) => (count === 1 ? '1 archivo' : `${count} archivos`),
  attachments: 'Archivos adjuntos',
  noAttachments: 'Esta tarea no tiene archivos adjuntos.',
  dropzone: 'Arrastra un archivo aquí o haz clic para seleccionarlo',
  dropzoneActive: 'Suelta el archivo para subirlo',
  uploading: 'Subiendo archivo…',
  deleteAttachment: (fileName: string) => `Eliminar ${fileName}`,
  options: 'Opciones de la tarea',
  expand: 'Ampliar panel',
  collapse: 'Reducir panel',
  edit: 'Editar tarea',
  cancelEdit: 'Cancelar',
  save: 'Guardar cambios',
  create: 'Agregar tarea',
  cancel: 'Cancelar',
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  retry: 'Reintentar',
  createdAt: 'Fecha de creación',
} as const;

/** The photo modals' buttons (spec 02 §2.3). */
export const photoTexts = {
  cropArea: 'Área de recorte',
  zoom: 'Tamaño del recorte',
  crop: 'Recortar',
  save: 'Guardar foto',
  cancel: 'Cancelar',
  previewAlt: 'Vista previa de la foto',
} as const;

/** Issue 8 (not in the spec): the range of the customer's task list and the overdue badge. */
export const taskRangeTexts = {
  legend: 'Mostrar',
  options: { upcoming: 'Próximos 30 días', overdue: 'Vencidas', all: 'Todas' },
  /** The badge of a task in progress whose due day has passed. */
  overdue: 'Vencida',
  overdueOn: (date: string) => `Venció el ${date}`,
} as const;
