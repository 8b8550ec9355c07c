// dagelijkse-soep/<product>: pictures, name, description, price and the order days with a stepper or a
// status message each (spec doc 1 sections 2 and 4). An unknown soup sends the visitor to the landing page.
import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { descriptionFromHtml } from '../../../lib/page-meta';
import { useQuery } from '../../../lib/query';
import { productsQuery } from '../api/get-products';
import { chosenOnDayExcept } from '../cart';
import { decideDayState } from '../day-state';
import { SHOP_PATH } from '../paths';
import { deliveryWindow, formatOrderDay } from '../shop-texts';
import { useCartAmounts, useCartCount, useCartStore } from '../stores/cart-store';
import type { ShopProduct } from '../types';
import { OrderDayCard } from './order-day-card';
import { PictureCarousel } from './picture-carousel';
import { useShopClosed } from '../shop-closed';
import { Price } from './price';
import { StickyActions } from './sticky-actions';
import classes from './product-page.module.css';
import { useDeliverySettings } from './use-delivery-settings';
import { counted } from '../../../lib/rules/counted';
import { Columns } from '../../../components/columns';

const MAX_TIMER_MS = 2 ** 31 - 1;
// The waitlist's form loads only when a visitor asks for it (issue 26 item 2).
const WaitlistForm = lazy(async () => ({ default: (await import('./waitlist-form')).WaitlistForm }));

export function ProductPage() {
  const { product: slug } = useParams();
  const products = useQuery(productsQuery);
  if (!products.data) {
    return products.status === 'error' ? <LoadError onRetry={products.retry} error={products.error} /> : <PageSkeleton lines={6} />;
  }
  const product = products.data.find((candidate) => candidate.slug === slug);
  if (!product) return <Navigate to={SHOP_PATH} replace />;
  return <ProductDetails product={product} products={products.data} />;
}

function ProductDetails({ product, products }: { product: ShopProduct; products: ShopProduct[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const amounts = useCartAmounts();
  const count = useCartCount();
  const setAmount = useCartStore((state) => state.setAmount);
  const delivery = useDeliverySettings();
  const shopClosed = useShopClosed();
  useReloadAtOpening(product);
  const days = [...product.besteldagen].sort((a, b) => a.bestellingsdag.localeCompare(b.bestellingsdag));

  function goBack() {
    // The first page of the visit has nowhere to go back to within the site: then the landing page.
    if (location.key !== 'default') navigate(-1);
    else navigate(SHOP_PATH);
  }

  return (
    <>
      <div className={classes.top}>
        <div>
          <PictureCarousel pictures={product.pictures} name={product.naam} />
        </div>
        <div>
          <PageHeading title={product.naam} description={descriptionFromHtml(product.omschrijving) || undefined} />
          <Price prijs={product.prijs} korting={product.korting} size="xl" />
          {product.omschrijving && (
            <Box mt="md">
              <HtmlText html={product.omschrijving} />
            </Box>
          )}
        </div>
      </div>

      <Title order={2} mt="xl" mb="sm">
        Bestellingsdagen
      </Title>
      {days.length === 0 && <Text>Deze soep staat op dit moment op geen enkele bestellingsdag.</Text>}
      <Stack gap="sm">
        {days.map((day) => {
          const row = day.products.find((candidate) => candidate.product_id === product.id);
          if (!row) return null;
          const elsewhere = chosenOnDayExcept(day, row.id, amounts, products);
          const state = decideDayState(day, row, elsewhere);
          return (
            <Stack key={day.id} gap="xs">
              <OrderDayCard
                day={day}
                row={row}
                state={state}
                amount={amounts[String(row.id)] ?? 0}
                window={deliveryWindow(delivery)}
                onChange={(amount) => setAmount(row.id, amount)}
                shopClosed={shopClosed}
              />
              {state.kind === 'sold-out' && !shopClosed && (
                <WaitlistJoin
                  rowId={row.id}
                  naam={product.naam}
                  date={formatOrderDay(day.bestellingsdag)}
                  max={day.maximale_producten_per_klant}
                />
              )}
            </Stack>
          );
        })}
      </Stack>

      {/* A soup on no order day, with nothing chosen elsewhere, has nothing to order: no (greyed) order bar. */}
      {(days.length > 0 || count > 0) && (
        <StickyActions>
          {count > 0 && (
            <Text size="sm" ta="center" mb={4} aria-live="polite">
              {counted(count, 'soep', 'soepen')} gekozen
            </Text>
          )}
          <Button
            size="lg"
            fullWidth
            disabled={count === 0 || shopClosed}
            onClick={() => navigate(`${SHOP_PATH}/bestellen`)}
          >
            Bestellen
          </Button>
        </StickyActions>
      )}
      <Columns cols={{ base: 1, xs: 2 }} mt="sm" spacing="sm">
        <Button component={Link} to={SHOP_PATH} variant="light" size="md">
          Andere soepen bekijken
        </Button>
        <Button variant="default" size="md" onClick={goBack}>
          Terugkeren
        </Button>
      </Columns>
    </>
  );
}

function WaitlistJoin(props: { rowId: number; naam: string; date: string; max: number }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="light" size="md" onClick={() => setOpen(true)}>
        Zet mij op de wachtlijst
      </Button>
    );
  }
  return (
    <Suspense fallback={<PageSkeleton lines={4} />}>
      <WaitlistForm {...props} />
    </Suspense>
  );
}

/**
 * When an order day of this soup opens later, the products are fetched again just after its opening moment, so
 * the server's state ('orderable', with the stepper) appears without a manual reload.
 */
function useReloadAtOpening(product: ShopProduct): void {
  useEffect(() => {
    const upcoming = product.besteldagen
      .filter((day) => day.state === 'not_yet_open' && day.bestelling_openings_timestamp)
      .map((day) => Date.parse(day.bestelling_openings_timestamp ?? ''))
      .filter((at) => Number.isFinite(at) && at > Date.now());
    if (upcoming.length === 0) return undefined;
    const wait = Math.min(Math.min(...upcoming) - Date.now() + 1500, MAX_TIMER_MS);
    const timer = window.setTimeout(() => {
      productsQuery.reload().catch(() => undefined);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [product]);
}
