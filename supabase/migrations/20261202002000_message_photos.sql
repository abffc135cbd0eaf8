-- Photos in messages (issue 38, docs/decisions/022-messages.md, "Photos"): up to 4 a message,
-- re-encoded by the image intake (ADR 009) and stored privately. A row names the stored object;
-- the bytes are only ever read through a signed, expiring link the API issues to someone who can
-- read the message (the two participants, or an admin handling a report).

create table public.message_photos (
  id bigint generated always as identity primary key,
  message_id bigint not null references public.messages (id) on delete cascade,
  owner_id uuid not null references public.users (id) on delete cascade,
  position smallint not null check (position between 0 and 3),
  path text not null unique
    check (path ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{32}\.webp$'),
  width integer not null check (width between 1 and 1600),
  height integer not null check (height between 1 and 1600),
  created_at timestamptz not null default now(),
  unique (message_id, position),
  check (split_part(path, '/', 1) = owner_id::text)
);
comment on table public.message_photos is 'A photo of a message (up to 4): a WebP in the private message-photos storage, under its sender''s folder; read only through signed links.';
comment on column public.message_photos.path is 'The object''s path in the private message-photos area: <owner id>/<32 hex>.webp.';
create index message_photos_owner_idx on public.message_photos (owner_id);

-- The photos of a message are its sender's: a row names the sender's own message and the
-- sender's own folder.
create function public.is_own_message(p_message_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.messages m where m.id = p_message_id and m.sender_id = (select auth.uid()))
$$;
comment on function public.is_own_message(bigint) is 'True when the signed-in user sent this message (the photo insert policy).';
revoke all on function public.is_own_message(bigint) from public, anon;
grant execute on function public.is_own_message(bigint) to authenticated, service_role;

alter table public.message_photos enable row level security;
revoke all on table public.message_photos from anon, authenticated;
grant all on table public.message_photos to service_role;
grant select (id, message_id, owner_id, position, path, width, height, created_at) on table public.message_photos to authenticated;
grant insert (message_id, owner_id, position, path, width, height) on table public.message_photos to authenticated;
-- Readable like the messages they belong to: participants of the conversation, message not hidden.
create policy "Participants read the photos of messages in their conversations" on public.message_photos
  for select to authenticated using (message_id in (
    select m.id from public.messages m
      join public.conversations c on c.id = m.conversation_id
     where (select auth.uid()) in (c.client_id, c.stylist_user_id) and m.hidden_at is null));
create policy "Senders attach photos to their own messages" on public.message_photos
  for insert to authenticated
  with check (owner_id = (select auth.uid()) and public.is_own_message(message_id));

-- On Supabase: the private bucket the photos live in. No policy lets a browser read, list or write
-- it; the API writes as the service role and hands out signed links (createSignedUrls, 15 minutes).
-- Plain PostgreSQL and PGlite have no storage schema (embedded mode keeps the files under
-- DATA_DIR/storage-private, which the server never serves as files).
do $$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'No Supabase Storage schema here: the message-photos bucket is skipped';
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('message-photos', 'message-photos', false, 5242880, array['image/webp'])
  on conflict (id) do update set
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;
end
$$;
