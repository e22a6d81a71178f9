/** The catalogue module's tables: categories, designs and the designs' earlier slugs. */
export interface CatalogueCategoriesTable {
  name: string;
  position: number;
}

export interface CatalogueDesignsTable {
  id: string;
  title: string;
  /** The design's address (`/designs/<slug>`), unique; earlier ones are in catalogue_design_slugs. */
  slug: string;
  price_paise: number;
  category: string;
  image_asset_id: string;
  image_src: string;
  image_srcset: string;
  pdf_asset_id: string | null;
  pdf_src: string | null;
  /** The name slot as JSON (see nameSlotSchema), or null for a design without one. */
  name_slot: string | null;
  /** Random keys fixed at insert; a seed picks one and a starting point to give a stable shuffle. */
  shuffle_a: number;
  shuffle_b: number;
  /** 'active' designs are listed; 'hidden' ones stay for old orders. */
  status: 'active' | 'hidden';
  /** Identifies demo designs so a second start adds no duplicates. */
  demo_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A slug a design had before a rename; requests for it redirect to the design's current slug. */
export interface CatalogueDesignSlugsTable {
  slug: string;
  design_id: string;
  created_at: string;
}

export interface CatalogueTables {
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_designs: CatalogueDesignsTable;
  catalogue_design_slugs: CatalogueDesignSlugsTable;
}
