import { useSearchParams } from 'react-router';

/** A table's page number kept in the URL under its own name (two tables can share a page). */
export function usePageParam(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get(name)) || 1);
  const setPage = (p: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (p > 1) next.set(name, String(p));
        else next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );
  return [page, setPage];
}
