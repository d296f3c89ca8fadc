import {
  cardTitle,
  categoryHref,
  formatMoney,
  manufacturerHref,
  manufacturerImage,
  productLink,
  sitePath,
} from '@rdc/core';
import type { Category, Item, Manufacturer } from '@rdc/core/schemas';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { FallbackImage } from '../ui/FallbackImage';

/** In the All view, where both kinds share one grid, a card says which kind it is. */
type CardKind = 'manufacturer' | 'category';

// The space after the label keeps it a word of its own in the card's name ("Manufacturer Aurora Dynamics").
function KindLabel({ kind }: { kind: CardKind | undefined }) {
  const locale = useLocale();
  if (kind === undefined) return null;
  return (
    <>
      <span className="m-card__kind">
        {kind === 'manufacturer'
          ? m.manufactory_kind_manufacturer(locale)
          : m.manufactory_kind_category(locale)}
      </span>{' '}
    </>
  );
}

/**
 * marketplace-content.md §2.3: "A card shows its image, or its title when the image is missing or is only a
 * slash." The name shows under the image too, so a logo is never the only way to tell two makers apart.
 */
export function ManufacturerCard({
  manufacturer,
  siteBase,
  kind,
}: {
  manufacturer: Manufacturer;
  siteBase: string;
  kind?: CardKind;
}) {
  const image = manufacturerImage(manufacturer);
  return (
    <a
      className="m-card m-card--manufacturer"
      part="manufacturer-card"
      href={sitePath(`${siteBase}${manufacturerHref(manufacturer)}`)}
    >
      <KindLabel kind={kind} />
      {image === null ? (
        <span className="m-card__title m-card__title--alone">{manufacturer.title}</span>
      ) : (
        <>
          <FallbackImage className="m-card__image" src={image} alt="" width={240} height={160} />
          <span className="m-card__title">{manufacturer.title}</span>
        </>
      )}
    </a>
  );
}

/**
 * marketplace-content.md §2.3: "A card links to the product view with the category path set to the card's
 * virtual_path followed by its virtual_name."
 */
export function CategoryCard({
  category,
  owner,
  siteBase,
  kind,
}: {
  category: Category;
  owner: { manufacturerId?: number; manufacturerTitle?: string };
  siteBase: string;
  kind?: CardKind;
}) {
  const href = categoryHref(category, owner);
  const title = category.title ?? category.virtual_name ?? '';
  const body = (
    <>
      <KindLabel kind={kind} />
      <FallbackImage className="m-card__image" src={category.image_url} alt="" width={240} height={160} />
      <span className="m-card__title">{title}</span>
    </>
  );
  return href === null ? (
    <div className="m-card m-card--category" part="category-card">
      {body}
    </div>
  ) : (
    <a className="m-card m-card--category" part="category-card" href={sitePath(`${siteBase}${href}`)}>
      {body}
    </a>
  );
}

/** An item of the product view: image, title (a data package's says so instead) linking to its page, tags and prices. */
export function ItemCard({ item, siteBase }: { item: Item; siteBase: string }) {
  const link = productLink({ id: item.id, lot_type: 'item' });
  const locale = useLocale();
  const title = cardTitle(item, locale);
  return (
    <article className="m-item" part="item-card">
      <FallbackImage className="m-item__image" src={item.image_url} alt="" width={320} height={180} />
      <h2 className="m-item__title">{link ? <a href={sitePath(`${siteBase}${link}`)}>{title}</a> : title}</h2>
      {item.tags.length > 0 && (
        <ul className="m-item__tags" aria-label={m.manufactory_tags(locale)}>
          {item.tags.map((tag) => (
            <li key={tag.id} className="m-item__tag">
              {tag.title ?? `#${tag.id}`}
            </li>
          ))}
        </ul>
      )}
      <p className="m-item__prices">
        {item.price.USD !== undefined && <span>{formatMoney(item.price.USD, 'USD', locale)}</span>}
        {item.price.RDC !== undefined && <span>{formatMoney(item.price.RDC, 'RDC', locale)}</span>}
      </p>
    </article>
  );
}
