import { $deliveryTab, $inGameSubTab, continueToPayment, setDeliveryTab, setInGameSubTab } from '@rdc/core';
import type { DeliveryTab, InGameSubTab } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import addressesCss from '../addresses/Addresses.css?inline';
import { InGameAddresses, PickupAddresses } from '../addresses/GameAddresses';
import { ShippingAddresses } from '../addresses/ShippingAddresses';
import { usePartStyles } from '../platform/use-part-styles';
import { preloadErrorModal } from '../result-modals/ResultModals';
import controlsCss from '../ui/Controls.css?inline';
import searchSelectCss from '../ui/SearchSelect.css?inline';
import { Tabs } from '../ui/Tabs';
/** The tabs, the address book and its form's dropdown bring their styles with the step. */
export const STYLES = [controlsCss, searchSelectCss, addressesCss];

const TABS: { key: DeliveryTab; label: string }[] = [
  { key: 'in_game_items', label: 'In Game Items' },
  { key: 'real_world_items', label: 'Real World Items' },
];
const SUB_TABS: { key: InGameSubTab; label: string }[] = [
  { key: 'in_game', label: 'In game Address' },
  { key: 'pickup', label: 'Pickup point' },
];

/** Step 2, Delivery information: In Game Items (In game Address, Pickup point) and Real World Items, then Continue. */
export function DeliveryStep() {
  usePartStyles(STYLES);
  // Saving, deleting or choosing an address can fail with the error modal.
  useEffect(preloadErrorModal, []);
  const tab = useStore($deliveryTab);
  const subTab = useStore($inGameSubTab);
  return (
    <div className="delivery">
      <Tabs tabs={TABS} selected={tab} onSelect={setDeliveryTab} label="Delivery">
        {tab === 'in_game_items' ? (
          <Tabs tabs={SUB_TABS} selected={subTab} onSelect={setInGameSubTab} label="In Game Items">
            {subTab === 'in_game' ? <InGameAddresses /> : <PickupAddresses />}
          </Tabs>
        ) : (
          <ShippingAddresses />
        )}
      </Tabs>
      <button type="button" className="rdc-button step__continue" onClick={() => continueToPayment()}>
        Continue
      </button>
    </div>
  );
}
