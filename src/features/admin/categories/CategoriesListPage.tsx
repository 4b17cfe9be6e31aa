import { useLoaderData } from 'react-router-dom';
import { truncate } from '../../../lib/truncate';
import { StatusBadge } from '../shared/badges';
import {
  FeaturedCell,
  FilterSelect,
  ListPage,
  NameCell,
  RowActions,
  StatusFilter,
  useAdminList,
} from '../shared/ListPage';
import { TEXT } from '../shared/messages';
import { useRowAction } from '../shared/useRowAction';
import { categoryFilters, type loader } from './CategoriesListPage.data';

export default function CategoriesListPage() {
  const list = useAdminList();
  const { status, featured, search } = categoryFilters(list.params);
  const { busyId, run } = useRowAction(list.setNotice);

  return (
    <ListPage
      noun={{ one: 'Category', many: 'Categories' }}
      subtitle="Manage the service categories customers browse."
      list={list}
      filtered={Boolean(status || featured || search)}
      search={{ id: 'category-search', column: 'col-12 col-md-4', placeholder: 'Name, slug or description' }}
      fields={
        <>
          <StatusFilter id="category-status" column="col-6 col-md-3" list={list} />
          <FilterSelect
            id="category-featured"
            column="col-6 col-md-3"
            label="Featured"
            value={featured}
            onChange={(value) => list.update({ is_featured: value })}
          >
            <option value="">All</option>
            <option value="1">Featured</option>
            <option value="0">Not featured</option>
          </FilterSelect>
        </>
      }
      read={useLoaderData<typeof loader>().list}
      errorText={TEXT.loadCategoriesError}
      slice={(answer) => answer}
      columns={['Category', 'Description', 'Status', 'Featured', 'Sort', 'Created']}
      row={(category) => (
        <tr key={category.id}>
          <NameCell image={category.image_url} name={category.name} slug={category.slug} />
          <td className="small" data-label="Description" title={category.description ?? undefined}>
            {truncate(category.description, 50)}
          </td>
          <td data-label="Status">
            <StatusBadge status={category.status} />
          </td>
          <FeaturedCell featured={category.is_featured} />
          <td data-label="Sort">{category.sort_order}</td>
          <td className="small text-nowrap" data-label="Created">
            {category.created_at_formatted ?? category.created_at}
          </td>
          <RowActions
            base="/admin/categories"
            id={category.id}
            name={category.name}
            busy={busyId === category.id}
            onDelete={() => {
              const sure = window.confirm(
                `Are you sure you want to delete the category "${category.name}"? Its subcategories and services will be deleted too.`,
              );
              if (sure) run('delete', category.id);
            }}
          />
        </tr>
      )}
    />
  );
}
