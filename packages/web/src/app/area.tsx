import type { WebRole } from '@talhao/schema';
import { createContext, type ReactNode, useContext } from 'react';

/** The area a page is rendered in, so one page serves several areas (base path, role). */
export interface AreaValue {
  area: WebRole;
  basePath: string;
}

export const AreaContext = createContext<AreaValue | null>(null);

export function AreaProvider({ value, children }: { value: AreaValue; children: ReactNode }) {
  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}

export function useArea(): AreaValue {
  const value = useContext(AreaContext);
  if (!value) throw new Error('useArea() must be used inside <AreaProvider>');
  return value;
}
