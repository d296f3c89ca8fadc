import { useStore } from '@nanostores/react';
import { $session, DEFAULT_LOCALE } from '@rdc/core';
import * as m from '../generated/messages';

/**
 * Who a game's handed-over session signs in, on every page of the mode: a session that arrives in
 * the address could name any account, and the player must see whose it is before buying with it.
 */
export default function HandedOverIdentity() {
  const session = useStore($session);
  if (!session?.handedOver) return null;
  // One sentence for the translator: the alias, in bold, takes its input's place.
  const [before, after] = m.embed_signed_in_as(DEFAULT_LOCALE, { alias: '{alias}' }).split('{alias}');
  return (
    <p className="embed-identity" role="status">
      {before}
      <strong>{session.profile.alias}</strong>
      {after}
    </p>
  );
}
