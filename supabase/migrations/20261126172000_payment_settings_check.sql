-- What `npm run doctor` asks a hosted project about the fee as sold (issue 25 finding 2;
-- README step 5). private.payment_settings starts with the local test checkout's values ($0,
-- test mode, any payment link): on a hosted project left so, a real payment of the fee would be
-- kept as unmatched and no application would ever be marked paid.
create function private.payment_settings_problems()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select array_remove(array[
    case when s.amount_total = 0 then 'Payment: the application fee is 0 (the local test checkout''s): set private.payment_settings.amount_total to the fee in cents (README step 5).' end,
    case when not s.livemode then 'Payment: private.payment_settings.livemode is false, so live payments are kept as unmatched (README step 5).' end,
    case when s.payment_link is null then 'Payment: private.payment_settings.payment_link is not set, so a payment through any link of the account counts (README step 5).' end
  ], null)
  from private.payment_settings s;
$$;

create function public.payment_settings_problems()
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$ select private.payment_settings_problems(); $$;

revoke all on function private.payment_settings_problems() from public, anon, authenticated;
revoke all on function public.payment_settings_problems() from public, anon, authenticated;
grant execute on function private.payment_settings_problems() to service_role;
grant execute on function public.payment_settings_problems() to service_role;
