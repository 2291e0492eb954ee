import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@occ/shared';
import type { PageConfigAnswer, PageConfigData } from '@occ/shared/pages/page-config';
import { request } from '~/lib/request';

// The client cache of page configuration (spec §3): the browser keeps the configuration and its
// version in local storage (`pageConfigData`, `pageConfigVersion`) and asks the server only
// whether the version changed (GET /api/page-config?version=…, pages.config); the data travels
// again only when it did.

// the kept copy's check (zod) is loaded with the read itself, after hydration: not on first load
async function readCache(): Promise<{ version: string; data: PageConfigData } | null> {
  try {
    const version = localStorage.getItem(STORAGE_KEYS.pageConfigVersion);
    const raw = localStorage.getItem(STORAGE_KEYS.pageConfigData);
    if (!version || !raw) return null;
    const { pageConfigData } = await import('@occ/shared/pages/page-config');
    const parsed = pageConfigData.safeParse(JSON.parse(raw));
    return parsed.success ? { version, data: parsed.data } : null;
  } catch {
    // storage disabled or a damaged copy: ask for the data again
    return null;
  }
}

function writeCache(version: string, data: PageConfigData) {
  try {
    localStorage.setItem(STORAGE_KEYS.pageConfigData, JSON.stringify(data));
    localStorage.setItem(STORAGE_KEYS.pageConfigVersion, version);
  } catch {
    // storage full or disabled: the configuration still works for this page
  }
}

/** The page configuration: the kept copy when the server says its version is current. */
export async function loadPageConfig(): Promise<PageConfigData> {
  const cached = await readCache();
  const q = cached ? `?version=${encodeURIComponent(cached.version)}` : '';
  const answer = await request<PageConfigAnswer>(`/api/page-config${q}`);
  if (!answer.changed && cached) return cached.data;
  if (!answer.data) {
    // "unchanged" for a copy that is gone meanwhile: ask once for the data itself
    const full = await request<PageConfigAnswer>('/api/page-config');
    if (!full.data) throw new Error('page configuration without data');
    writeCache(full.version, full.data);
    return full.data;
  }
  writeCache(answer.version, answer.data);
  return answer.data;
}

/** Read in the browser only (after hydration), so the server-rendered page never waits for it. */
export function usePageConfig() {
  return useQuery({
    queryKey: ['page-config'],
    queryFn: loadPageConfig,
    retry: false,
    staleTime: 60_000,
  });
}
