import { $deliveryTab, $inGameSubTab, continueToPayment, setDeliveryTab, setInGameSubTab } from '@rdc/core';
import type { DeliveryTab, InGameSubTab } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import addressesCss from '../addresses/Addresses.css?inline';
import { InGameAddresses, PickupAddresses } from '../addresses/GameAddresses';
import { ShippingAddresses } from '../addresses/ShippingAddresses';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import { preloadErrorModal } from '../result-modals/ResultModals';
import controlsCss from '../ui/Controls.css?inline';
import searchSelectCss from '../ui/SearchSelect.css?inline';
import { Tabs } from '../ui/Tabs';
/** The tabs, the address book and its form's dropdown bring their styles with the step. */
export const STYLES = [controlsCss, searchSelectCss, addressesCss];

/** Step 2, Delivery information: In Game Items (In game Address, Pickup point) and Real World Items, then Continue. */
export function DeliveryStep() {
  usePartStyles(STYLES);
  // Saving, deleting or choosing an address can fail with the error modal.
  useEffect(preloadErrorModal, []);
  const tab = useStore($deliveryTab);
  const subTab = useStore($inGameSubTab);
  const locale = useLocale();
  const inGameItems = m.checkout_in_game_items(locale);
  const tabs: { key: DeliveryTab; label: string }[] = [
    { key: 'in_game_items', label: inGameItems },
    { key: 'real_world_items', label: m.checkout_real_world_items(locale) },
  ];
  const subTabs: { key: InGameSubTab; label: string }[] = [
    { key: 'in_game', label: m.checkout_in_game_address(locale) },
    { key: 'pickup', label: m.checkout_pickup_point(locale) },
  ];
  return (
    <div className="delivery">
      <Tabs tabs={tabs} selected={tab} onSelect={setDeliveryTab} label={m.checkout_delivery(locale)}>
        {tab === 'in_game_items' ? (
          <Tabs tabs={subTabs} selected={subTab} onSelect={setInGameSubTab} label={inGameItems}>
            {subTab === 'in_game' ? <InGameAddresses /> : <PickupAddresses />}
          </Tabs>
        ) : (
          <ShippingAddresses />
        )}
      </Tabs>
      <button type="button" className="rdc-button step__continue" onClick={() => continueToPayment()}>
        {m.checkout_continue(locale)}
      </button>
    </div>
  );
}
