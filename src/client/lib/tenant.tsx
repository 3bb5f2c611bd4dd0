import { createContext, useContext, type ReactNode } from 'react';
import { TENANT_DATA_ID, type Tenant } from '../../shared/tenant.ts';
import { apiClient } from './api-client.ts';

/**
 * The partner configuration before the first render (editing tenant.json needs no rebuild): the copy the server
 * wrote into the page, or, where the page has none (Vite's dev server), GET /public/tenant.
 */
export function readTenant(): Promise<Tenant> {
  const data = document.getElementById(TENANT_DATA_ID)?.textContent;
  if (data) return Promise.resolve(JSON.parse(data) as Tenant);
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
