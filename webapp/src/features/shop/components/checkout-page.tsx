// dagelijkse-soep/bestellen: customer details, ophalen or bezorgen, the overview per order day, remark, terms
// and 'Bestellen' (spec doc 1 sections 2, 4 and 5).
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid, refuseIncomplete } from '../../../components/form-errors';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { PrivacyNote } from '../../../components/privacy-note';
import { Checkbox, Radio, RadioGroup, TextArea } from '../../../components/public-inputs';
import { NOT_DELIVERED_HERE, useAddressLookup } from '../../../components/use-address-lookup';
import { useQuery } from '../../../lib/query';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { productsQuery } from '../api/get-products';
import type { BezorgOptie } from '../api/place-order';
import { cartProducts, rowsById, summariseCart } from '../cart';
import { type CustomerDetails, canLookUpAddress, emptyDetails, readRememberedDetails } from '../customer-details';
import { ORDER_FAILED } from '../checkout-problem';
import { CHECKOUT_TITLE, deliveryText, pickupText } from '../shop-texts';
import { useCartAmounts, useCartStore } from '../stores/cart-store';
import { type CheckoutDraft, useCheckoutDraftStore } from '../stores/checkout-draft-store';
import type { ShopProduct } from '../types';
import { CartErrors, CartOverview } from './cart-overview';
import { CustomerFields } from './customer-fields';
import { SHOP_PATH } from '../paths';
import { useShopClosed } from '../shop-closed';
import { StickyActions } from './sticky-actions';
import { useDeliverySettings } from './use-delivery-settings';
import classes from './checkout-page.module.css';
import { usePlaceOrder } from './use-place-order';

export const MAX_REMARK = 1000;
// The server's words for the same checks (domain/checkout.py), shown before sending with the empty required fields.
export const CHOOSE_OPTION = 'Kies of u de soep ophaalt of laat bezorgen.';
export const ACCEPT_TERMS = 'U moet akkoord gaan met de voorwaarden.';
export const TERMS_URL = '/web/bekijk-voorwaarden-dagelijkse-soep';

export function CheckoutPage() {
  const products = useQuery(productsQuery);
  return (
    <>
      <PageHeading title={CHECKOUT_TITLE} />
      {!products.data && products.status === 'error' && <LoadError onRetry={products.retry} error={products.error} />}
      {!products.data && products.status !== 'error' && <PageSkeleton lines={8} />}
      {products.data && <CheckoutForm products={products.data} />}
    </>
  );
}

/** A new checkout starts from the details remembered on this computer, if any. */
function startingDraft(): CheckoutDraft {
  const stored = readRememberedDetails(window.localStorage);
  return { details: stored ?? emptyDetails(), keepDetails: stored !== null, option: '', remark: '' };
}

function CheckoutForm({ products }: { products: ShopProduct[] }) {
  const amounts = useCartAmounts();
  const removeLine = useCartStore((state) => state.remove);
  const keepOnly = useCartStore((state) => state.keepOnly);
  const delivery = useDeliverySettings();
  const closed = useShopClosed();
  const [initial] = useState(startingDraft);
  const draft = useCheckoutDraftStore((state) => state.draft) ?? initial;
  const updateDraft = useCheckoutDraftStore((state) => state.update);
  const change = (changes: Partial<CheckoutDraft>) => updateDraft(changes, initial);
  const { details, keepDetails, option, remark } = draft;
  const changeDetails = (changes: Partial<CustomerDetails>) => {
    const current = useCheckoutDraftStore.getState().draft ?? initial;
    change({ details: { ...current.details, ...changes } });
  };
  const lookup = useAddressLookup(canLookUpAddress(details) ? details : null, { onFound: changeDetails });
  const [terms, setTerms] = useState(false);
  const { send, sending, problem, prepare } = usePlaceOrder();
  const summary = useMemo(() => summariseCart(products, amounts), [products, amounts]);
  const optionError = useFieldError('bezorg_optie');
  const remarkError = useFieldError('opmerking');
  const termsError = useFieldError('voorwaarden');

  // Soups no longer offered (day gone, soup withdrawn) leave the cart.
  useEffect(() => {
    keepOnly(new Set(rowsById(products).keys()));
  }, [products, keepOnly]);

  // With one option available it is chosen already; a chosen option that was switched off is dropped.
  const options: BezorgOptie[] = [
    ...(delivery.pickupEnabled ? (['ophalen'] as const) : []),
    ...(delivery.shippingEnabled ? (['bezorgen'] as const) : []),
  ];
  const onlyOption = options.length === 1 ? options[0] : undefined;
  const chosenOption = onlyOption ?? (options.includes(option as BezorgOptie) ? option : '');
  // Delivery is checked against the area as soon as it is chosen for an address (issue 25, item 8): an address
  // not looked up yet (remembered details, or typed without leaving the field) is looked up now.
  const outsideArea = chosenOption === 'bezorgen' && lookup.inDeliveryArea === false;
  const { lookUpAddress } = lookup;
  useEffect(() => {
    if (chosenOption === 'bezorgen') lookUpAddress();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the choice changes: typed changes are looked up on blur
  }, [chosenOption]);

  // A refused order: the summary next to the Bestellen button names (and links) every field with its reason, the
  // fields keep their own messages, and the first of them gets the focus.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (problem === 'invalid') focusFirstInvalid(formRef.current);
  }, [problem]);

  if (summary.count === 0) {
    return (
      <Stack align="flex-start">
        <CartErrors />
        <Text>U heeft nog geen soep gekozen.</Text>
        <Button component={Link} to={SHOP_PATH} size="md">
          Soepen bekijken
        </Button>
      </Stack>
    );
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const own = {
      ...(options.length > 0 && !chosenOption ? { bezorg_optie: CHOOSE_OPTION } : {}),
      ...(terms ? {} : { voorwaarden: ACCEPT_TERMS }),
    };
    if (refuseIncomplete(formRef.current, own)) return;
    send(
      {
        ...details,
        bezorg_optie: chosenOption,
        opmerking: remark,
        voorwaarden: terms,
        totale_producten: summary.count,
        products: cartProducts(amounts),
      },
      details,
      keepDetails,
    ).catch(() => undefined);
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={prepare} noValidate className={classes.form}>
      <Stack gap="lg">
        <section aria-labelledby="checkout-details">
          <Title order={2} id="checkout-details" mb="sm">
            Uw gegevens
          </Title>
          <CustomerFields details={details} onChange={changeDetails} lookup={lookup} />
          <div className={classes.keep}>
            <Checkbox
              label="Mijn gegevens op deze computer onthouden"
              checked={keepDetails}
              onChange={(event) => change({ keepDetails: event.currentTarget.checked })}
            />
          </div>
        </section>

        <section aria-labelledby="checkout-option">
          <Title order={2} id="checkout-option" mb="sm">
            Ophalen of bezorgen
          </Title>
          {options.length === 0 ? (
            <Text c={optionError ? 'red.8' : undefined}>
              {optionError ?? 'Ophalen en bezorgen zijn op dit moment niet mogelijk.'}
            </Text>
          ) : (
            <RadioGroup
              name="bezorg_optie"
              label="Hoe wilt u de soep ontvangen?"
              value={chosenOption}
              onChange={(value) => {
                clearFieldError('bezorg_optie');
                change({ option: value as BezorgOptie });
              }}
              error={optionError ?? (outsideArea ? NOT_DELIVERED_HERE : undefined)}
            >
              <Stack gap="sm" mt="xs">
                {delivery.pickupEnabled && (
                  <Radio size="md" value="ophalen" label="Ophalen" description={`${pickupText(delivery)}.`} />
                )}
                {delivery.shippingEnabled && (
                  <Radio
                    size="md"
                    value="bezorgen"
                    label="Bezorgen"
                    description={`${deliveryText(delivery)}, alleen in ons bezorggebied.`}
                  />
                )}
              </Stack>
            </RadioGroup>
          )}
        </section>

        <section aria-labelledby="checkout-overview">
          <Title order={2} id="checkout-overview" mb="sm">
            Uw bestelling
          </Title>
          <Stack gap="sm">
            <CartErrors />
            <CartOverview summary={summary} onRemove={(rowId) => removeLine(rowId)} />
          </Stack>
        </section>

        <TextArea
          name="opmerking"
          label="Opmerking (optioneel)"
          minRows={3}
          maxLength={MAX_REMARK}
          value={remark}
          onChange={(event) => {
            clearFieldError('opmerking');
            change({ remark: event.currentTarget.value });
          }}
          description={`${remark.length}/${MAX_REMARK} tekens`}
          error={remarkError}
        />

        <Checkbox
          name="voorwaarden"
          checked={terms}
          onChange={(event) => {
            clearFieldError('voorwaarden');
            setTerms(event.currentTarget.checked);
          }}
          error={termsError}
          label={
            <>
              Ik ga akkoord met de{' '}
              <Anchor href={TERMS_URL} target="_blank" rel="noopener">
                voorwaarden
              </Anchor>
            </>
          }
        />

        <PrivacyNote purpose="Wij gebruiken uw gegevens alleen om uw bestelling te maken, te bezorgen en af te rekenen." />

        {closed && (
          <Alert color="orange" variant="light">
            De webwinkel is op dit moment gesloten. U kunt nu geen bestelling plaatsen.
          </Alert>
        )}
        <FormErrorSummary title="Uw bestelling is niet geplaatst:" />
        {problem === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {ORDER_FAILED}
          </Alert>
        )}
      </Stack>
      <StickyActions>
        <Button type="submit" size="lg" fullWidth loading={sending} disabled={closed}>
          Bestellen
        </Button>
      </StickyActions>
    </form>
  );
}
