// Every column the browser-facing roles may read or write, table by table: the public contract
// (docs/decisions/012-data-api-off-and-advisors.md). data-api-grants.test.ts fails on any privilege
// the database grants beyond these lists, and on any listed here that it no longer grants.

/** A stylist's public profile and search card: never email, user id, license, verification notes or subscription end. */
const stylistPublic = [
  'id', 'stylist_name', 'salon_name', 'bio', 'address', 'city', 'state', 'zip_code', 'location', 'phone', 'website',
  'instagram', 'facebook', 'starting_price_cents', 'price_range', 'gender', 'profile_image_url', 'home_visits',
  'product_brands', 'time_zone', 'verification_status', 'rating_average', 'review_count', 'created_at', 'updated_at',
]
/** The definer views of public search (ADR 007, 012): public columns and what search derives from them. */
const searchDerived = ['search_document', 'service_codes', 'specialty_codes', 'closing_times', 'recommended_score']
const listedStylists = [...stylistPublic, ...searchDerived, 'has_portfolio']
const listedStylistSearch = ['id', 'unit_x', 'unit_y', 'unit_z', 'starting_price_cents', 'review_count', 'home_visits',
  'rating_average', 'location', 'price_range', 'gender', 'verification_status', 'time_zone', 'product_brands', ...searchDerived]

/** PostGIS's reference catalogues (public data granted by the extension itself). */
const postgis = {
  'extensions.geography_columns': ['f_table_catalog', 'f_table_schema', 'f_table_name', 'f_geography_column', 'coord_dimension', 'srid', 'type'],
  'extensions.geometry_columns': ['f_table_catalog', 'f_table_schema', 'f_table_name', 'f_geometry_column', 'coord_dimension', 'srid', 'type'],
  'extensions.spatial_ref_sys': ['srid', 'auth_name', 'auth_srid', 'srtext', 'proj4text'],
}

/** Rows every visitor may read (row-level security still limits them to listed stylists). */
const publicReads = {
  ...postgis,
  'public.directory_city_counts': ['state', 'city_key', 'city', 'stylist_count'],
  'public.listed_stylist_search': listedStylistSearch,
  'public.listed_stylists': listedStylists,
  'public.places': ['id', 'kind', 'name', 'state', 'zip_code', 'county', 'population', 'location'],
  'public.portfolio_items': ['id', 'stylist_id', 'image_url', 'caption', 'tags', 'position', 'created_at'],
  'public.reviews': ['id', 'stylist_id', 'rating', 'comment', 'created_at'],
  'public.search_vocabulary': ['word'],
  'public.services': ['id', 'stylist_id', 'catalogue_code', 'name', 'description', 'price_cents', 'duration_minutes', 'created_at', 'updated_at'],
  'public.specialties': ['id', 'code', 'name'],
  'public.stylist_specialties': ['stylist_id', 'specialty_id'],
  'public.stylists': stylistPublic,
  'public.working_hours': ['id', 'stylist_id', 'day_of_week', 'opens_at', 'closes_at'],
}

/** Analytics and support inserts (the only writes a visitor's role has; the API validates and rate-limits them). */
const visitorInserts = {
  'public.analytics_events': ['event_type', 'user_id', 'stylist_id', 'search_term', 'metadata'],
  'public.contact_messages': ['user_id', 'name', 'email', 'subject', 'message'],
}

export const allowed = {
  anon: { SELECT: publicReads, INSERT: visitorInserts, UPDATE: {}, DELETE: [] },
  authenticated: {
    SELECT: {
      ...publicReads,
      // Own rows only (policies: user_id = auth.uid()), so every column of them is the caller's own.
      'private.own_stylists': [...stylistPublic, 'user_id', 'email', 'license_number', 'license_state'],
      'public.billing_customers': ['user_id', 'provider', 'provider_customer_id', 'default_payment_method_id', 'card_brand', 'card_last4', 'credit_cents', 'created_at', 'updated_at'],
      'public.coupon_redemptions': ['id', 'coupon_id', 'user_id', 'subscription_id', 'redeemed_at'],
      'public.invoices': ['id', 'user_id', 'subscription_id', 'status', 'currency', 'subtotal_cents', 'discount_cents', 'amount_due_cents', 'amount_paid_cents', 'period_start', 'period_end', 'paid_at', 'provider', 'provider_invoice_id', 'created_at'],
      'public.subscriptions': ['id', 'user_id', 'plan', 'status', 'price_cents', 'current_period_start', 'current_period_end', 'cancel_at_period_end', 'canceled_at', 'ended_at', 'trial_end', 'coupon_id', 'provider', 'provider_customer_id', 'provider_subscription_id', 'created_at', 'updated_at', 'provider_synced_at', 'provider_item_id', 'trial_will_end_at'],
      'public.users': ['id', 'user_number', 'email', 'first_name', 'last_name', 'profile_image_url', 'is_admin', 'created_at', 'updated_at'],
      // Visible rows, beyond the visitor's columns: the review upsert's conflict target needs
      // author_id, the owner's image delete returns storage_path (ADR 012 names both).
      'public.portfolio_items': ['id', 'stylist_id', 'image_url', 'storage_path', 'caption', 'tags', 'position', 'created_at'],
      'public.reviews': ['id', 'stylist_id', 'author_id', 'rating', 'comment', 'created_at', 'updated_at'],
    },
    INSERT: {
      ...visitorInserts,
      'public.portfolio_items': ['stylist_id', 'image_url', 'storage_path', 'caption', 'tags', 'position'],
      'public.reviews': ['stylist_id', 'author_id', 'rating', 'comment'],
      'public.services': ['stylist_id', 'catalogue_code', 'name', 'description', 'price_cents', 'duration_minutes'],
      'public.stylist_specialties': ['stylist_id', 'specialty_id'],
      'public.stylists': ['user_id', 'email', 'stylist_name', 'salon_name', 'bio', 'address', 'city', 'state', 'zip_code', 'location', 'phone', 'website', 'instagram', 'facebook', 'starting_price_cents', 'gender', 'license_number', 'license_state', 'profile_image_url', 'home_visits', 'product_brands', 'time_zone', 'verification_status'],
      'public.users': ['id', 'email', 'first_name', 'last_name', 'profile_image_url'],
      'public.working_hours': ['id', 'stylist_id', 'day_of_week', 'opens_at', 'closes_at'],
    },
    UPDATE: {
      'public.portfolio_items': ['caption', 'tags', 'position'],
      'public.reviews': ['rating', 'comment', 'updated_at'],
      'public.services': ['catalogue_code', 'name', 'description', 'price_cents', 'duration_minutes', 'updated_at'],
      'public.stylists': ['email', 'stylist_name', 'salon_name', 'bio', 'address', 'city', 'state', 'zip_code', 'location', 'phone', 'website', 'instagram', 'facebook', 'starting_price_cents', 'gender', 'license_number', 'license_state', 'profile_image_url', 'home_visits', 'product_brands', 'time_zone', 'verification_status', 'updated_at'],
      'public.users': ['first_name', 'last_name', 'profile_image_url', 'updated_at'],
      'public.working_hours': ['id', 'stylist_id', 'day_of_week', 'opens_at', 'closes_at'],
    },
    DELETE: ['public.portfolio_items', 'public.reviews', 'public.services', 'public.stylist_specialties', 'public.working_hours'],
  },
} as const
