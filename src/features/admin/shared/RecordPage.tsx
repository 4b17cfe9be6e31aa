import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Category } from '../../../api/types';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { Deferred } from '../../../components/Deferred';
import { AdminPageHeader } from './AdminPageHeader';
import { CardSection } from '../../../components/CardSection';
import { FeaturedBadge, StatusBadge } from './badges';
import { LoadingBlock } from './LoadingBlock';
import { RecordImage } from './RecordImage';

/** A read of one record: `failure` is the alert of a read that failed; a record that is not there has none. */
export interface Loaded<T> {
  record: T | null;
  failure: string | null;
}

/** The record's name in the page's texts, e.g. Category / Categories; its list is /admin/categories. */
export interface Noun {
  one: string;
  many: string;
}

interface RecordPageProps<T> {
  noun: Noun;
  read: Promise<Loaded<T>>;
  rejected: string;
  mode: 'view' | 'edit';
  /** A view page with the Edit link in its header too. */
  editLink?: boolean;
  notFoundHint?: string;
  children: (record: T) => ReactNode;
}

/**
 * A view or edit page. Its header, alert and body all depend on the answer, so the page is drawn once while
 * loading and again for the answer; keyed by the location, so another record's page starts from its loading state.
 */
export function RecordPage<T extends { id: number; name: string }>(props: RecordPageProps<T>) {
  return (
    <Deferred
      key={useLocation().key}
      resolve={props.read}
      fallback={<RecordFrame {...props} loaded={null} />}
      errorElement={<RecordFrame {...props} loaded={{ record: null, failure: props.rejected }} />}
    >
      {(loaded) => <RecordFrame {...props} loaded={loaded} />}
    </Deferred>
  );
}

function RecordFrame<T extends { id: number; name: string }>({
  noun,
  mode,
  editLink,
  notFoundHint,
  children,
  loaded,
}: RecordPageProps<T> & { loaded: Loaded<T> | null }) {
  // One notice per answer, so its timer is not restarted by re-renders and closing it hides it for that answer only.
  const [dismissed, setDismissed] = useState<object | null>(null);
  const notice = useMemo<Notice | null>(
    () => (loaded?.failure && dismissed !== loaded ? { variant: 'danger', text: loaded.failure } : null),
    [loaded, dismissed],
  );
  const record = loaded?.record;
  const base = `/admin/${noun.many.toLowerCase()}`;
  const [other, otherClass] = mode === 'edit' ? ['View', 'btn-outline-primary'] : ['Edit', 'btn-primary'];

  return (
    <div className="py-2">
      <AdminPageHeader
        title={mode === 'edit' ? `Edit ${noun.one}` : (record?.name ?? `View ${noun.one}`)}
        subtitle={record ? (mode === 'edit' ? record.name : `${noun.one} #${record.id}`) : undefined}
        actions={
          <>
            {record && (mode === 'edit' || editLink) && (
              <Link to={`${base}/${other.toLowerCase()}/${record.id}`} className={`btn ${otherClass}`}>
                {other} {noun.one}
              </Link>
            )}
            <Link to={base} className="btn btn-outline-secondary">
              Back to {noun.many}
            </Link>
          </>
        }
      />
      <AutoDismissAlert notice={notice} onClose={() => setDismissed(loaded)} />
      {!loaded ? (
        <LoadingBlock label={`Loading ${noun.one.toLowerCase()}...`} />
      ) : record ? (
        children(record)
      ) : (
        <div className="card border-0 shadow-sm text-center py-5">
          <p className="h5">{noun.one} not found</p>
          {notFoundHint && <p className="text-body-secondary">{notFoundHint}</p>}
          <p className="mb-0">
            <Link to={base}>Go to all {noun.many.toLowerCase()}</Link>
          </p>
        </div>
      )}
    </div>
  );
}

/** A view page's two columns: the record's cards, and beside them (below them on phones) its next steps. */
export function ViewColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-8 d-flex flex-column gap-4">{main}</div>
      <div className="col-12 col-lg-4 d-flex flex-column gap-4">{side}</div>
    </div>
  );
}

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 text-body-secondary fw-normal">{term}</dt>
      <dd className="col-sm-8">{children}</dd>
    </>
  );
}

/** A view page's next steps; the last one leads back to the list. */
export function QuickActions({ id, links }: { id: string; links: [to: string, label: string][] }) {
  return (
    <CardSection id={id} title="Quick Actions" headingClassName="h5 mb-1" bodyClassName="card-body d-grid gap-2">
      {links.map(([to, label], index) => (
        <Link
          key={label}
          to={to}
          className={index === links.length - 1 ? 'btn btn-outline-secondary' : 'btn btn-outline-primary'}
        >
          {label}
        </Link>
      ))}
    </CardSection>
  );
}

/** A record's services, each a link to its page with its details beside it. */
export function ServiceLinks<S extends { id: number; name: string }>({
  services,
  empty,
  details,
}: {
  services: S[];
  empty: string;
  details: (service: S) => ReactNode;
}) {
  if (services.length === 0) return <p className="text-body-secondary mb-0">{empty}</p>;
  return (
    <ul className="list-group list-group-flush">
      {services.map((service) => (
        <li key={service.id} className="list-group-item d-flex flex-wrap align-items-center gap-2 px-0">
          <Link to={`/admin/services/view/${service.id}`} className="me-auto">
            {service.name}
          </Link>
          {details(service)}
        </li>
      ))}
    </ul>
  );
}

interface RecordDetailsCardProps {
  id: string;
  title: string;
  image: string | null | undefined;
  name: string;
  children: ReactNode;
  /** Below the image and the rows (a long description). */
  footer?: ReactNode;
}

export function RecordDetailsCard({ id, title, image, name, children, footer }: RecordDetailsCardProps) {
  return (
    <CardSection id={id} title={title}>
      <div className="row g-3">
        <div className="col-12 col-md-4">
          <RecordImage src={image} alt={name} letter={name.charAt(0)} className="rounded" />
        </div>
        <dl className="col-12 col-md-8 row mb-0">{children}</dl>
      </div>
      {footer}
    </CardSection>
  );
}

/** The details and SEO cards of a category or a subcategory; `parent` is a subcategory's category. */
export function CatalogueDetails({
  noun,
  record,
  image,
  parent,
  children,
}: {
  noun: string;
  record: Category;
  image: string | null | undefined;
  parent?: ReactNode;
  children?: ReactNode;
}) {
  const id = noun.toLowerCase();
  return (
    <>
      <RecordDetailsCard id={`${id}-details`} title={`${noun} Details`} image={image} name={record.name}>
        <Detail term="Name">{record.name}</Detail>
        <Detail term="Slug">{record.slug}</Detail>
        {parent && <Detail term="Category">{parent}</Detail>}
        <Detail term="Description">{record.description || 'No description'}</Detail>
        <Detail term="Icon">{record.icon || 'None'}</Detail>
        <Detail term="Status">
          <StatusBadge status={record.status} />
        </Detail>
        <Detail term="Featured">{record.is_featured ? <FeaturedBadge featured /> : 'No'}</Detail>
        <Detail term="Sort order">{record.sort_order}</Detail>
        <Detail term="Created by">{record.creator_name ?? `Admin #${record.created_by}`}</Detail>
        <Detail term="Created">{record.created_at_formatted ?? record.created_at}</Detail>
        {children}
      </RecordDetailsCard>
      <CardSection id={`${id}-seo`} title="SEO Information">
        <dl className="row mb-0">
          <Detail term="Meta title">{record.meta_title || 'Not set'}</Detail>
          <Detail term="Meta description">{record.meta_description || 'Not set'}</Detail>
        </dl>
      </CardSection>
    </>
  );
}
