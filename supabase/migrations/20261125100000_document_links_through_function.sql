-- Links to application documents live 60 seconds, whoever asks.
--
-- Until now staff signed document links themselves (a storage select policy limited to the
-- current verified object), and Storage accepts any expiresIn from a caller allowed to read: the
-- 60 seconds were only the console's choice. Staff now have no storage policy on the bucket; the
-- document-link Edge Function asks this function with the caller's token whether the caller is
-- staff and the object an application's current verified document, then signs the link as the
-- service role for exactly 60 seconds (docs/dispatch-api.md "Documents").

drop policy "application documents: staff read" on storage.objects;

create function private.document_link_allowed(p_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return private.is_verified_document(p_name);
end;
$$;
revoke all on function private.document_link_allowed(text) from public, anon;
grant execute on function private.document_link_allowed(text) to authenticated;

-- 42501 for anyone but staff; true only for an application's current verified document.
create function public.document_link_allowed(p_name text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.document_link_allowed(p_name);
$$;
revoke all on function public.document_link_allowed(text) from public, anon;
grant execute on function public.document_link_allowed(text) to authenticated;
