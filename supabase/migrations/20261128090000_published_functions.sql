-- The Data API's functions are published, not written out: each public function is a thin
-- SECURITY INVOKER wrapper over its SECURITY DEFINER twin in private (which checks role and state
-- in one transaction), and its grants say who may call it. Sixty-one of them were written by hand
-- across the migrations (a dozen lines of SQL and a revoke and grants each); they now come from
-- one declaration per function:
--
--   select private.publish('private.accept_offer(uuid)', '{authenticated,service_role}');
--
-- private.publish writes public.<name> with the private function's arguments (defaults
-- included), result and volatility, security invoker and an empty search_path, its body one call
-- of the private function; then revokes every right on it and grants EXECUTE to exactly the roles
-- given. A later migration publishes a new function, or re-publishes one whose arguments or roles
-- changed, with one line. This migration re-publishes every existing wrapper with the roles it
-- has now, so nothing changes for any caller (tests/integration/published-functions.test.ts
-- checks every wrapper is exactly the published form). Left as written, each for a reason:
-- public.mark_notification_sent (answers false rather than null), public.service_health (calls
-- private.service_health_for_caller), public.dispatch_numbers (a default the private function
-- has not), and the three that are no wrappers (abandoned_uploads, hook_before_user_created,
-- record_job_run).

create or replace function private.publish(p_function regprocedure, p_roles text[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_proc pg_catalog.pg_proc%rowtype;
  v_args text;
  v_call text;
  v_role text;
begin
  select * into strict v_proc from pg_catalog.pg_proc where oid = p_function;
  if v_proc.pronamespace <> 'private'::regnamespace then
    raise exception 'private.publish: % is not in the private schema', p_function using errcode = '22023';
  end if;
  if v_proc.provariadic <> 0 or v_proc.prokind <> 'f' then
    raise exception 'private.publish: % is not a plain function', p_function using errcode = '22023';
  end if;
  if exists (select 1 from pg_catalog.unnest(p_roles) r where r not in ('anon', 'authenticated', 'service_role')) then
    raise exception 'private.publish: roles are anon, authenticated and service_role, not %', p_roles using errcode = '22023';
  end if;
  -- The input arguments' names, in order (a TABLE function's columns are output arguments).
  select coalesce(pg_catalog.string_agg(pg_catalog.quote_ident(a.name), ', ' order by a.n), '')
    into v_call
    from unnest(v_proc.proargnames, coalesce(v_proc.proargmodes, pg_catalog.array_fill('i'::"char", array[coalesce(pg_catalog.cardinality(v_proc.proargnames), 0)])))
         with ordinality as a(name, mode, n)
   where a.mode in ('i', 'b');
  if pg_catalog.cardinality(v_proc.proargtypes::oid[]) > 0 and (v_proc.proargnames is null or exists (
       select 1 from pg_catalog.unnest(v_proc.proargnames) with ordinality as a(name, n) where a.n <= v_proc.pronargs and a.name = '')) then
    raise exception 'private.publish: every argument of % needs a name (the Data API calls by name)', p_function using errcode = '22023';
  end if;
  v_args := pg_catalog.pg_get_function_identity_arguments(p_function);
  execute pg_catalog.format(
    E'create or replace function public.%I(%s)\nreturns %s\nlanguage sql\n%s\nsecurity invoker\nset search_path = \'\'\nas $body$\n  select %sprivate.%I(%s);\n$body$',
    v_proc.proname,
    pg_catalog.pg_get_function_arguments(p_function),
    pg_catalog.pg_get_function_result(p_function),
    case v_proc.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end,
    case when v_proc.proretset then '* from ' else '' end,
    v_proc.proname,
    v_call);
  execute pg_catalog.format('revoke all on function public.%I(%s) from public, anon, authenticated, service_role', v_proc.proname, v_args);
  foreach v_role in array p_roles loop
    execute pg_catalog.format('grant execute on function public.%I(%s) to %I', v_proc.proname, v_args, v_role);
  end loop;
end;
$$;

comment on function private.publish(regprocedure, text[]) is
  'Writes public.<name>, the Data API''s SECURITY INVOKER wrapper of a private function, and grants EXECUTE on it to exactly the roles given (migrations only).';

revoke all on function private.publish(regprocedure, text[]) from public, anon, authenticated, service_role;

-- Every wrapper, with the roles that may call it now.
select private.publish('private.accept_offer(uuid)', '{authenticated,service_role}');
select private.publish('private.add_details_by_resident(text, text)', '{anon,authenticated,service_role}');
select private.publish('private.add_lead_note(uuid, text)', '{authenticated,service_role}');
select private.publish('private.application_queue()', '{authenticated,service_role}');
select private.publish('private.application_review_detail(uuid)', '{authenticated,service_role}');
select private.publish('private.applied_migrations()', '{service_role}');
select private.publish('private.approve_application(uuid, text, date, text, date, text[], text[], jsonb)', '{authenticated,service_role}');
select private.publish('private.cancel_by_resident(text)', '{anon,authenticated,service_role}');
select private.publish('private.cancel_lead(uuid, text, text)', '{authenticated,service_role}');
select private.publish('private.claim_notifications(integer)', '{service_role}');
select private.publish('private.complete_lead(uuid, date, text, integer, text, text, text)', '{authenticated,service_role}');
select private.publish('private.confirm_newsletter(text)', '{anon,authenticated,service_role}');
select private.publish('private.decline_offer(uuid, text, text)', '{authenticated,service_role}');
select private.publish('private.dispatch_export(date, date)', '{authenticated}');
select private.publish('private.dispatch_mode()', '{authenticated}');
select private.publish('private.dispatch_queue(text[], text, text, text, integer, integer)', '{authenticated}');
select private.publish('private.dispatch_stats()', '{authenticated}');
select private.publish('private.document_link_allowed(text)', '{authenticated}');
select private.publish('private.expire_offers()', '{service_role}');
select private.publish('private.failed_notifications(integer)', '{authenticated,service_role}');
select private.publish('private.issue_challenge()', '{anon,authenticated,service_role}');
select private.publish('private.lead_notifications(uuid)', '{authenticated,service_role}');
select private.publish('private.lead_status(text)', '{anon,authenticated,service_role}');
select private.publish('private.lead_status_link(uuid, text)', '{anon,authenticated,service_role}');
select private.publish('private.link_pro_account(uuid)', '{service_role}');
select private.publish('private.mark_notification_failed(bigint, integer, text)', '{service_role}');
select private.publish('private.mark_unreachable(uuid, text[], text)', '{authenticated,service_role}');
select private.publish('private.match_pros(uuid)', '{authenticated}');
select private.publish('private.merge_duplicate_leads(uuid, uuid[])', '{authenticated}');
select private.publish('private.offer_lead(uuid, uuid, text)', '{authenticated,service_role}');
select private.publish('private.payment_settings_problems()', '{service_role}');
select private.publish('private.pro_account_needed(uuid)', '{authenticated,service_role}');
select private.publish('private.pro_home()', '{authenticated}');
select private.publish('private.pro_jobs()', '{authenticated}');
select private.publish('private.pro_offers()', '{authenticated}');
select private.publish('private.pro_performance()', '{authenticated}');
select private.publish('private.pro_records(integer)', '{authenticated}');
select private.publish('private.pro_texting()', '{authenticated}');
select private.publish('private.pros_without_account(uuid, integer)', '{service_role}');
select private.publish('private.queue_newsletter_update(text, text, text)', '{service_role}');
select private.publish('private.record_payment(text, text, text, text, integer, text, text, boolean, text, text, text)', '{service_role}');
select private.publish('private.record_payment_reversal(text, text, text, text, integer, text, text)', '{service_role}');
select private.publish('private.record_verified_document(uuid, uuid, text, text, text)', '{service_role}');
select private.publish('private.reject_application(uuid, text)', '{authenticated,service_role}');
select private.publish('private.reopen_lead(uuid, text)', '{authenticated,service_role}');
select private.publish('private.request_application_changes(uuid, text)', '{authenticated,service_role}');
select private.publish('private.resident_resolved(text, boolean)', '{anon,authenticated,service_role}');
select private.publish('private.retry_notification(bigint)', '{authenticated,service_role}');
select private.publish('private.set_dispatch_mode(text, jsonb)', '{authenticated}');
select private.publish('private.set_my_availability(boolean, jsonb)', '{authenticated}');
select private.publish('private.set_my_texting(text, boolean)', '{authenticated}');
select private.publish('private.set_on_call_phone(text)', '{authenticated}');
select private.publish('private.set_pro_status(uuid, text)', '{authenticated}');
select private.publish('private.subscribe_newsletter(text, text)', '{anon,authenticated,service_role}');
select private.publish('private.text_reply(text, text)', '{service_role}');
select private.publish('private.try_again(uuid)', '{authenticated}');
select private.publish('private.unmatched_payments_for_staff(integer)', '{authenticated,service_role}');
select private.publish('private.unsubscribe_newsletter(text)', '{anon,authenticated,service_role}');
select private.publish('private.update_pro_coverage(uuid, text[], text[])', '{authenticated}');
select private.publish('private.withdraw_offer(uuid, text)', '{authenticated,service_role}');
select private.publish('private.zip_coverage(text)', '{anon,authenticated,service_role}');
