import {
  type DesignPage,
  formatPaise,
  formatWithGst,
  GST_PERCENT,
  paiseToDecimal,
  priceDisplay,
  rupeesToPaise,
} from '@store/shared';

/** The address of a design's page, percent-encoded once (a Devanagari slug stays readable in the browser). */
export const designPath = (slug: string) => `/designs/${encodeURIComponent(slug)}`;

/** The 1200×630 link-preview picture of a design (WhatsApp, X, Facebook). */
export const designShareImagePath = (slug: string) => `/api/designs/${encodeURIComponent(slug)}/share-image.png`;

/**
 * Title, description, picture and structured data of a design's page: the price the spec shows (first
 * year, MRP at double with 50% Off, the second year) and the first year with its GST are in the
 * description, so a shared link shows them. The offer states the price before GST and says GST is not in
 * it: Google asks for prices without GST when targeting India, and the page shows the GST beside them.
 */
export function designPageMeta({ design }: DesignPage, publicUrl: string) {
  const display = priceDisplay(rupeesToPaise(design.price));
  const url = `${publicUrl}${designPath(design.slug)}`;
  const image = `${publicUrl}${designShareImagePath(design.slug)}`;
  const description =
    `${design.title}: a ready-made ${design.category} website for ${formatPaise(display.firstYearPaise)} the first year ` +
    `(MRP ${formatPaise(display.mrpPaise)}, 50% Off), then ${formatPaise(display.renewalPaise)}/year; ` +
    `${GST_PERCENT}% GST extra (${formatWithGst(display.firstYearPaise)} incl. GST the first year). Go live in minutes.`;
  const price = paiseToDecimal(display.firstYearPaise);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: design.title,
    description,
    image: [image, `${publicUrl}${design.imageSrc}`],
    category: design.category,
    url,
    sku: design._id,
    brand: { '@type': 'Brand', name: 'SiteInMinutes' },
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'INR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'INR',
        valueAddedTaxIncluded: false,
      },
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${publicUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Designs', item: `${publicUrl}/designs` },
      {
        '@type': 'ListItem',
        position: 3,
        name: design.category,
        item: `${publicUrl}/designs?${new URLSearchParams({ category: design.category })}`,
      },
      { '@type': 'ListItem', position: 4, name: design.title, item: url },
    ],
  };
  return {
    title: `${design.title} – ${design.category} website design | SiteInMinutes`,
    description,
    canonical: url,
    image,
    imageAlt: `Preview of the ${design.title} website design`,
    type: 'product' as const,
    jsonLd: [product, breadcrumbs],
  };
}
