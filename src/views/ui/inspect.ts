import { createContext, useContext } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** The Stately inspector (dev only), handed by the app to every actor a view starts. */
export const InspectContext = createContext<Inspect | undefined>(undefined);

export const useInspect = (): Inspect | undefined => useContext(InspectContext);
