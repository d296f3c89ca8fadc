import { loadReactWidget } from '@rdc/widgets';
import { adoptPageAnswers } from '../components/adopt-page-answers';
import EmbedPage from './EmbedPage';

await adoptPageAnswers();

// Loaded before the island renders: it replaces the slider the server drew (embed/coin-packs.astro)
// with the same in its first commit, with no empty frame between.
const CoinPacksWidget = await loadReactWidget('rdc-coin-packs');

/** /embed/coin-packs' island: the coin-pack slider, with the packs its page came with. */
export default function CoinPacksEmbed() {
  return (
    <EmbedPage widget="coin-packs">
      <CoinPacksWidget />
    </EmbedPage>
  );
}
