import { createContext, useContext, type ReactNode } from 'react';
import type { Tenant } from '../../shared/tenant.ts';
import { apiClient } from './api-client.ts';

/** The partner configuration, fetched once before the first render (editing tenant.json needs no rebuild). */
export function fetchTenant(): Promise<Tenant> {
  return apiClient.get<Tenant>('/public/tenant');
}

const TenantContext = createContext<Tenant | null>(null);

export function TenantProvider({ tenant, children }: { tenant: Tenant; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export function useTenant(): Tenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() needs a <TenantProvider> above it');
  return tenant;
}
