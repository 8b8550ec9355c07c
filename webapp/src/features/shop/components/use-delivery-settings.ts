// The pickup and delivery settings as one object (spec: soep_bezorgtijden_*, soep_pickup_begin, the switches).
import { useSettings, findVariable } from '../../../lib/settings';
import { type DeliverySettings, isOn } from '../shop-texts';

export function useDeliverySettings(): DeliverySettings {
  const settings = useSettings().data;
  const text = (key: string) => String(findVariable(settings, key) ?? '');
  return {
    pickupEnabled: isOn(findVariable(settings, 'order_pickup_enabled')),
    shippingEnabled: isOn(findVariable(settings, 'order_shipping_enabled')),
    pickupBegin: text('soep_pickup_begin'),
    deliveryBegin: text('soep_bezorgtijden_begin'),
    deliveryEnd: text('soep_bezorgtijden_eind'),
  };
}
