import { createContext, useContext } from 'react';

/**
 * Whether the server can be reached (issue 21), as the app's connectivity machine says: false while the
 * browser is offline or a call could not reach the server. The shell names it ('Sin conexión'); shared
 * error pieces say it instead of a generic failure.
 */
export const OnlineContext = createContext<boolean>(true);

export const useOnline = (): boolean => useContext(OnlineContext);
