// The dashboard's shop panel (managers only): open/close the shop, pickup and delivery, example e-mails.
export function ShopSwitchesPanel() {
  return null;
}
