import { createContext } from 'react';
import type { ReactNode } from 'react';

/**
 * Controls shown at the end of the brand header on every view that has it (e.g. an Admin link for admins). The app
 * provides them once, around its views; ViewLayout places them.
 */
export const HeaderActionsContext = createContext<ReactNode>(null);
