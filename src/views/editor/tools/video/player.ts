/** The player's steps (spec 03 §4 'Video'): seeks of 10 s and 5 s, volume in tenths. */
export const SEEK_LONG_SECONDS = 10;
export const SEEK_SHORT_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/** Where a seek of `by` seconds lands, kept inside the video (an unknown duration bounds nothing after 0). */
export const seekTarget = (current: number, by: number, duration: number): number => {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(current + by, 0), end);
};

/** The volume after a step, between 0 and 1 in exact tenths (0.1 + 0.2 is 0.3 here). */
export const stepVolume = (volume: number, by: number): number => Math.min(Math.max(Math.round((volume + by) * 10) / 10, 0), 1);

/** '1:05' for 65 s; '0:00' for an unknown time. */
export const formatTime = (seconds: number): string => {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
