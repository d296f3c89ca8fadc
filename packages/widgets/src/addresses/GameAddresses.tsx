import {
  PICKUP_CARD_TEXT,
  countryName,
  inGameAddresses,
  pickupAddresses,
  validateGameAddress,
} from '@rdc/core';
import type { GameAddress } from '@rdc/core/schemas';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { GAME_FIELDS } from './address-fields';
import { AddressBookView } from './AddressBookView';

function describeGame(address: GameAddress, locale: string) {
  return (
    <>
      <p className="address__title">{address.location}</p>
      <p>
        {address.planet}, {address.solar}, {address.galaxy}, {address.universe}
      </p>
      <p>
        {address.address}, {address.city}, {address.state}, {countryName(address.country, locale)}
      </p>
    </>
  );
}

/** In Game Items → In game Address: list and form. */
export function InGameAddresses() {
  const locale = useLocale();
  return (
    <AddressBookView
      book={inGameAddresses}
      label={m.addresses_in_game(locale)}
      fields={GAME_FIELDS}
      describe={(address) => describeGame(address, locale)}
      nameOf={(address) => address.location}
      validate={validateGameAddress}
      chooseLabel={m.addresses_deliver_here(locale)}
    />
  );
}

/** In Game Items → Pickup point: list (each card "Nearest. 250 miles.") and form. */
export function PickupAddresses() {
  const locale = useLocale();
  return (
    <AddressBookView
      book={pickupAddresses}
      label={m.addresses_pickup(locale)}
      fields={GAME_FIELDS}
      describe={(address) => (
        <>
          {describeGame(address, locale)}
          <p className="address__distance">{PICKUP_CARD_TEXT}</p>
        </>
      )}
      nameOf={(address) => address.location}
      validate={validateGameAddress}
      chooseLabel={m.addresses_pick_up_here(locale)}
    />
  );
}
