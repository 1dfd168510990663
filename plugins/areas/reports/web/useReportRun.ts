/** Runs a report (saved or not) a page at a time: page sizes 100, 150, 200, 250 (spec 001 §9). */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportQuery } from '../api';
import type { ReportsApi } from './reports-api';

export function useReportRun(api: ReportsApi, nodeId: string, input: { reportId?: string; query?: ReportQuery } | null, initialPageSize = 100) {
  const [pageSize, setPageSize] = useState<number>(initialPageSize);
  const [page, setPage] = useState(0);
  const run = useQuery({
    queryKey: ['report-run', nodeId, input, pageSize, page],
    queryFn: () => api.run(input!, page * pageSize, pageSize),
    enabled: input !== null,
    retry: false,
    placeholderData: prev => prev,
  });
  const count = run.data?.objectCount ?? 0;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return {
    run,
    page,
    pages,
    pageSize,
    setPage: (p: number) => setPage(Math.min(Math.max(0, p), pages - 1)),
    setPageSize: (n: number) => {
      setPageSize(n);
      setPage(0);
    },
  };
}
