import type { ContentCategory } from '../../../../shared/library/content-categories';
import type { CategoryInput } from '../../../../shared/schemas/content-categories';
import { apiFetch } from '../../../lib/api-client';

const BASE = '/api/content-categories';

/** GET /api/content-categories: every category in the station's order. */
export async function fetchCategories(signal?: AbortSignal): Promise<ContentCategory[]> {
  return (await apiFetch<{ categories: ContentCategory[] }>(BASE, { signal })).categories;
}

/** POST /api/content-categories, or PATCH /api/content-categories/:id when `id` is given. */
export async function saveCategory(
  input: CategoryInput & { id?: string },
): Promise<ContentCategory> {
  const { id, ...category } = input;
  const path = id ? `${BASE}/${encodeURIComponent(id)}` : BASE;
  return (
    await apiFetch<{ category: ContentCategory }>(path, {
      method: id ? 'PATCH' : 'POST',
      json: category,
    })
  ).category;
}

export function deleteCategory(id: string): Promise<unknown> {
  return apiFetch(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** PUT /api/content-categories/order: every category's id in the order wanted. */
export async function reorderCategories(ids: string[]): Promise<ContentCategory[]> {
  return (
    await apiFetch<{ categories: ContentCategory[] }>(`${BASE}/order`, {
      method: 'PUT',
      json: { ids },
    })
  ).categories;
}
