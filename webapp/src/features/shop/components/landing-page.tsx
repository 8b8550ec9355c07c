// dagelijkse-soep: the quote, the intro text (setting soep_startpagina), the soups, 3 per row (1 on phones), and
// the visitor's basket with the way to the checkout once something is chosen.
import { Blockquote, Text } from '@mantine/core';
import { HtmlText } from '../../../components/html-text';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { pageDescription } from '../../../lib/page-meta';
import { useQuery } from '../../../lib/query';
import { useTextVariable } from '../../../lib/settings';
import { productsQuery } from '../api/get-products';
import { SHOP_INTRO_VARIABLE, SHOP_QUOTE, SHOP_TITLE } from '../shop-texts';
import { BasketBar } from './basket-bar';
import { ProductCard } from './product-card';
import { useShopClosed } from '../shop-closed';
import { Columns } from '../../../components/columns';

export function LandingPage() {
  const products = useQuery(productsQuery);
  const intro = useTextVariable(SHOP_INTRO_VARIABLE);
  const shopClosed = useShopClosed();
  return (
    <>
      <PageHeading title={SHOP_TITLE} description={pageDescription('/dagelijkse-soep')} />
      <Blockquote color="soep" p="md" mb="md" fz="lg" fs="italic">
        {SHOP_QUOTE}
      </Blockquote>
      {intro && <HtmlText html={intro} />}
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        {products.status === 'error' && !products.data && <LoadError onRetry={products.retry} error={products.error} />}
        {!products.data && products.status !== 'error' && <PageSkeleton lines={6} />}
        {products.data && products.data.length === 0 && (
          <Text>Er zijn op dit moment geen soepen te bestellen. Kijk later nog eens!</Text>
        )}
        {products.data && products.data.length > 0 && (
          <Columns cols={{ base: 1, sm: 3 }} spacing="lg">
            {products.data.map((product, position) => (
              <ProductCard key={product.id} product={product} shopClosed={shopClosed} priority={position === 0} />
            ))}
          </Columns>
        )}
      </div>
      {products.data && <BasketBar products={products.data} shopClosed={shopClosed} />}
    </>
  );
}
