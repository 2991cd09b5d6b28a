import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { createShellApi, useKitServices, type ApiClient, type AuthAdapter } from '@anp/core';
import { homeOf } from '../session/gate';
import { PageLoading } from './page-loading';

/**
 * Where the user is going when the address names no market (the portal's root, `/dashboard`):
 * is somebody signed in? (an answer from the provider's cache, no network). Then their own home
 * (the selected account's market, else their profile's market and language); otherwise the
 * sign-in, which ends on that home too. Issue 14: `/` led to /us/en/pages/dashboard whoever signed
 * in, so a Brazilian or Guatemalan customer read US pages in English.
 */
export async function userHomePath(
  services: { auth: Pick<AuthAdapter, 'getUser'>; api: ApiClient },
  fallback: string,
  page = 'dashboard',
): Promise<string> {
  const user = await services.auth.getUser().catch(() => null);
  if (!user) return '/login';
  return createShellApi(services.api)
    .context({ publishErrors: false })
    .then(
      (context) => homeOf(context, page),
      () => fallback,
    );
}

export function UserHome({ fallback, page }: { fallback: string; page?: string }) {
  const services = useKitServices();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void userHomePath(services, fallback, page).then((to) => {
      if (active) navigate(to, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [services, fallback, page, navigate]);
  return <PageLoading />;
}
