/** The property editor's save toasts, exactly as spec 03 §8 writes them (shared by every tool). */
export const editorToasts = {
  saved: '¡Cambios guardados correctamente!',
  enviromentSaved: 'Ambiente actualizado con éxito.',
  propertySaved: 'Propiedad actualizada correctamente.',
  detailSaved: 'Detalle actualizado correctamente.',
  serviceSaved: 'Servicio actualizado correctamente.',
  addressSaved: 'Dirección actualizada correctamente.',
  geolocationSaved: 'Geolocalización actualizada correctamente.',
  imageSaved: 'Imagen guardada correctamente.',
  imageDeleted: 'Imagen eliminada correctamente.',
  thumbnailSaved: 'Miniatura subida correctamente.',
  videoSaved: 'Video guardado correctamente.',
  videoDeleted: 'Video eliminado correctamente.',
  postSaved: 'Publicación actualizada correctamente.',
  instagramPostDeleted: 'Publicación de Instagram eliminada correctamente.',
  facebookPostDeleted: 'Publicación de Facebook eliminada correctamente.',
  linkCopied: '¡Enlace copiado correctamente!',
  /** Property, address, map, image, video and post saves. */
  saveFailed: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
  /** Deleting an image or the video. */
  deleteFailed: 'Algo no ha salido como se esperaba. Vuelve a intentarlo.',
  postDeleteFailed: 'Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.',
  enviromentFailed: 'Ha ocurrido un error al actualizar el ambiente. Vuelve a intentarlo.',
  loadFailed: 'Algo no ha salido bien, por favor intenta de nuevo.',
  /** Issue 20: an upload the agent's storage quota has no room for. */
  /** Issue 21: a save refused because another tab saved the draft first (412); the draft is read again. */
  draftChangedElsewhere: 'Este borrador cambió en otra pestaña: ya ves su versión actual y conservamos lo que estabas escribiendo. Revisa y vuelve a guardar.',
  storageQuotaExceeded: 'No hay espacio para este archivo: tus archivos ya ocupan todo el espacio de tu cuenta. Elimina fotos, videos o adjuntos que ya no necesites y vuelve a intentarlo.',
} as const;
