-- Image storage on Supabase: the two public buckets the API uploads into (profile photos and
-- portfolio images) and who may do what with their objects. Supabase projects have the `storage`
-- schema; plain PostgreSQL and PGlite do not (embedded mode keeps files under DATA_DIR/storage),
-- so there this migration does nothing.
--
-- Only the API writes objects, as the service role (which bypasses these policies), after it has
-- checked the caller and decoded, resized and re-encoded the image. No policy lets a browser
-- insert, update or delete an object: a direct upload would skip the content check and put
-- whatever the browser sent (an SVG or HTML page) on a public URL. The buckets' own size and type
-- limits are a second lock on the same door.
--
-- Policies on storage.objects get SQL comments rather than COMMENT ON: that needs ownership of the
-- table, which belongs to Supabase's storage admin role, not to the migration's role.
do $$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'No Supabase Storage schema here: the storage buckets are skipped (embedded storage is a folder)';
    return;
  end if;

  -- Public buckets: objects are read through /storage/v1/object/public/{bucket}/{path} without a
  -- token; the names are random, under the owner's user id.
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values
    ('profile-images', 'profile-images', true, 5242880, array['image/webp', 'image/jpeg', 'image/png']),
    ('portfolio', 'portfolio', true, 5242880, array['image/webp', 'image/jpeg', 'image/png'])
  on conflict (id) do update set
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

  -- Signed-in users may list what is in their own folder of either bucket (their uploads), and
  -- nothing of anyone else's.
  drop policy if exists "Users can list the images in their own folder" on storage.objects;
  create policy "Users can list the images in their own folder" on storage.objects
    for select to authenticated
    using (bucket_id in ('profile-images', 'portfolio') and (storage.foldername(name))[1] = (select auth.uid()::text));
end
$$;
