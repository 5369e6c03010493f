/**
 * Issue 21: the navigation state of a leave the agent already confirmed in a dialog of its own (the
 * editor's 'Salir del editor', whose text warns that what is not saved is lost):
 * `navigate(to, { state: CONFIRMED_LEAVE })`. The shell's leave guard does not ask again.
 */
export const CONFIRMED_LEAVE = { leaveConfirmed: true } as const;

export const isConfirmedLeave = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'leaveConfirmed' in state && state.leaveConfirmed === true;
