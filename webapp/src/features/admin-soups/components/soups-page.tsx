// admin/soepen (soep-index): tabs 'Soepen' and 'Concept' (kept in ?activeTab), product cards 4 per row on desktop,
// and 'Toevoegen', which creates a draft and opens it for editing.
import { Button, Group, SimpleGrid, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useQuery } from '../../../lib/query';
import { createProduct, productsQuery } from '../api/products';
import { SOUP_TABS, type SoupTab, productsInTab, tabFromQuery } from '../product-rules';
import type { AdminProduct } from '../types';
import { ProductCard } from './product-card';

export function SoupsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromQuery(searchParams.get('activeTab'));
  const products = useQuery(productsQuery);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  // Always show fresh data when the list is opened (the cache keeps the old cards visible meanwhile).
  useEffect(() => {
    if (productsQuery.getState().status === 'success') productsQuery.reload().catch(() => undefined);
  }, []);

  const add = async () => {
    setCreating(true);
    try {
      const id = await createProduct();
      productsQuery.reload().catch(() => undefined);
      await navigate(`/admin/soepen/aanpassen/${id}`);
    } catch {
      // 401/403/503 are shown by the API client.
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading title="Soepen" />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={add} loading={creating}>
          Toevoegen
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams({ activeTab: tabFromQuery(value) }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {SOUP_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SOUP_TABS.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            {products.status === 'error' && !products.data ? (
              <LoadError onRetry={products.retry} error={products.error} />
            ) : products.data ? (
              <ProductGrid products={products.data} tab={item.value} />
            ) : (
              <PageSkeleton />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function ProductGrid({ products, tab }: { products: AdminProduct[]; tab: SoupTab }) {
  const shown = productsInTab(products, tab);
  if (shown.length === 0) {
    return <Text c="dimmed">{tab === 'concept' ? 'Er zijn geen concepten.' : 'Er zijn nog geen soepen.'}</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {shown.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </SimpleGrid>
  );
}
