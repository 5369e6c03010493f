/**
 * Calendar words and the date picker's texts (issue 8), apart from es.ts like customers.ts: only the
 * signed-in areas that show dates load them, the public pages never do.
 */

/** Calendar words of every date the interface writes or offers (src/views/ui/dates.ts, the date picker). */
export const dates = {
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  /** Compact cards: '05 nov'. */
  monthsShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  /** Monday first, as weeks are laid out in Venezuela. */
  weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  weekdaysShort: ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'],
  /** '05 de noviembre de 2026' */
  long: (day: string, month: string, year: number) => `${day} de ${month} de ${year}`,
  /** 'noviembre de 2026', the calendar's heading. */
  monthYear: (month: string, year: number) => `${month} de ${year}`,
  relative: {
    units: {
      day: ['día', 'días'],
      hour: ['hora', 'horas'],
      minute: ['minuto', 'minutos'],
      second: ['segundo', 'segundos'],
    },
    ago: (count: number, unit: string) => `Hace ${count} ${unit}`,
  },
} as const;

/** The date picker of the task form. */
export const datePicker = {
  placeholder: 'dd/mm/aaaa',
  format: 'Formato: día/mes/año, por ejemplo 27/11/2026',
  open: 'Elegir fecha',
  openWithValue: (date: string) => `Elegir fecha, ${date} elegida`,
  dialog: 'Elegir fecha',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  today: 'hoy',
  keys: 'Flechas: cambiar de día · Re Pág / Av Pág: cambiar de mes · Intro: elegir · Esc: cerrar',
} as const;
