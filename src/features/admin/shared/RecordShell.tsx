import type { ReactNode } from 'react';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { AdminPageHeader } from './AdminPageHeader';
import { LoadingBlock } from './LoadingBlock';

interface RecordShellProps<T> {
  title: string;
  subtitle?: string;
  actions: ReactNode;
  notice: Notice | null;
  onCloseNotice: () => void;
  loading: boolean;
  loadingLabel: string;
  record: T | null | undefined;
  /** Shown once loading is over and there is no record (see NotFoundCard). */
  notFound: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * The frame of the pages about one record (view, edit): header, the load's alert, then loading, not found, or
 * the page's own content for the record.
 */
export function RecordShell<T>({
  title,
  subtitle,
  actions,
  notice,
  onCloseNotice,
  loading,
  loadingLabel,
  record,
  notFound,
  children,
}: RecordShellProps<T>) {
  return (
    <div className="py-2">
      <AdminPageHeader title={title} subtitle={subtitle} actions={actions} />
      <AutoDismissAlert notice={notice} onClose={onCloseNotice} />
      {loading ? <LoadingBlock label={loadingLabel} /> : !record ? notFound : children(record)}
    </div>
  );
}
